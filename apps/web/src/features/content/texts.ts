import { params } from '@nanostores/i18n';
import { env } from '../../config/env.ts';
import { i18n } from '../../lib/i18n/i18n.ts';

const app = env.appName;

/**
 * The welcome line scrolling across the home and landing screens, in English, Hindi and Marathi at once
 * (every player reads one of them, whatever the screens' language): not part of a catalogue.
 */
export const WELCOME_LINES = [
  {
    lang: 'en',
    text: `Welcome to ${app}! Play responsibly, check the market timings before you bid, and contact the admin for any help.`,
  },
  {
    lang: 'hi',
    text: `${app} में आपका स्वागत है! ज़िम्मेदारी से खेलें, बोली लगाने से पहले बाज़ार का समय देखें, और किसी भी सहायता के लिए एडमिन से संपर्क करें।`,
  },
  {
    lang: 'mr',
    text: `${app} मध्ये आपले स्वागत आहे! जबाबदारीने खेळा, बोली लावण्यापूर्वी बाजाराची वेळ तपासा आणि कोणत्याही मदतीसाठी अ‍ॅडमिनशी संपर्क साधा.`,
  },
] as const;

/** A text screen's section: a heading and its paragraphs (built from the catalogue by ./sections.ts). */
export type ContentSection = { heading: string; paragraphs: readonly string[] };

/**
 * Texts of the content screens (landing, Privacy Policy, About Us / Data Deletion, Delete Account): the
 * 'content' component (ADR 020). The landing banner is the older apps' own, word for word. `{app}` is the app's name.
 */
export const contentMessages = i18n('content', {
  downloadBanner: 'PLEASE DOWNLOAD ANDROID APPLICATION FOR FAST DEPOSIT AND FAST WITHDRAW (24×7)',
  downloadApp: 'Download App',
  login: 'Login',
  register: 'Register',
  welcome: 'Welcome',
  privacyTitle: 'Privacy Policy',
  aboutTitle: 'About Us / Data Deletion',
  deleteTitle: 'Delete Account',
  contactAdmin: 'Contact Admin',
  backToHome: 'Back to Home',
  // Privacy Policy
  whoWeAre: 'Who we are',
  whoWeAre1: params(
    '{app} is a points-based numbers game. This policy explains what we keep about you when you use the {app} app or website, why we keep it and how you can have it deleted.',
  ),
  whatWeCollect: 'What we collect',
  whatWeCollect1:
    'Your account: the name you choose and your mobile number. Your password is never stored as you typed it; we keep only a one-way scrambled form of it that cannot be turned back into the password.',
  whatWeCollect2:
    'Your activity: the bids you place, your wins, deposits, withdrawals and point transfers, with their dates and amounts, and the payment-app numbers (Paytm, Google Pay, PhonePe) you add for payouts.',
  whatWeCollect3:
    'Technical data: an identifier of the device or browser you log in from and the times you log in, used to keep your account secure.',
  howWeUse: 'How we use it',
  howWeUse1:
    'To run your account and wallet, to settle bids and pay winnings, to process deposits and withdrawals, to send one-time codes to your mobile number, to answer you when you contact us, and to detect misuse or fraud.',
  howWeUse2: 'We do not sell your data and we do not use it for advertising.',
  whoSees: 'Who sees it',
  whoSees1:
    'Only the operator of this service and the people who run it on its behalf. When you pay or receive a payout, the payment app you choose handles the payment under its own privacy policy. We disclose data to authorities only when the law requires it.',
  howLong: 'How long we keep it',
  howLong1:
    'Your account data is kept while your account is open. Records of points transactions are kept as long as the law requires for financial records, then deleted.',
  yourChoices: 'Your choices',
  yourChoices1: 'You can change your name on the Edit Profile screen and your password on the Change Password screen.',
  yourChoices2:
    'You can ask for a copy of your data or for your account and data to be deleted at any time by contacting the admin from the app (WhatsApp or call). We confirm your identity through your registered mobile number before acting.',
  age: 'Age',
  age1: params('{app} is for adults only (18 years or older), where such games are permitted by law.'),
  changes: 'Changes',
  changes1: 'If this policy changes, the new version is published on this page.',
  // About Us / Data Deletion
  aboutUs: 'About Us',
  aboutUs1: params(
    '{app} lets registered players follow the main markets, the Starline jackpot market and Gali Disawar, place bids with points from their wallet, and read their bid and win histories, charts and game rates.',
  ),
  aboutUs2:
    'Points are added to your wallet through UPI payments and can be withdrawn to a payment-app number you register. Help is one message away: use Contact on the home screen.',
  dataDeletion: 'Data Deletion',
  dataDeletion1:
    'We keep your name, mobile number and the history of your points transactions (bids, wins, deposits, withdrawals and transfers).',
  dataDeletion2:
    'To delete your account and its data, contact the admin from the app by WhatsApp or call, from your registered mobile number, and ask for deletion. Your account is closed and your personal data is deleted; transaction records that the law requires us to keep are retained only for that period and then deleted.',
  dataDeletion3: 'Please withdraw any remaining points before asking for deletion.',
  // Delete Account
  deleteYourAccount: 'Delete your account',
  deleteYourAccount1:
    'To delete your account and the data we keep about you (your name, mobile number and points transactions), contact the admin by WhatsApp or call from your registered mobile number and ask for your account to be deleted.',
  deleteYourAccount2:
    'Withdraw any remaining points first: after deletion the wallet and its history cannot be recovered.',
  deleteYourAccount3: 'Records that the law requires us to keep are retained only for that period and then deleted.',
});
