import { env } from '../../config/env.ts';
import { type contentMessages, type ContentSection } from './texts.ts';

type ContentTexts = ReturnType<typeof contentMessages.get>;

const app = env.appName;

/** The Privacy Policy's sections in the chosen language. */
export function privacyPolicy(t: ContentTexts): readonly ContentSection[] {
  return [
    { heading: t.whoWeAre, paragraphs: [t.whoWeAre1({ app })] },
    { heading: t.whatWeCollect, paragraphs: [t.whatWeCollect1, t.whatWeCollect2, t.whatWeCollect3] },
    { heading: t.howWeUse, paragraphs: [t.howWeUse1, t.howWeUse2] },
    { heading: t.whoSees, paragraphs: [t.whoSees1] },
    { heading: t.howLong, paragraphs: [t.howLong1] },
    { heading: t.yourChoices, paragraphs: [t.yourChoices1, t.yourChoices2] },
    { heading: t.age, paragraphs: [t.age1({ app })] },
    { heading: t.changes, paragraphs: [t.changes1] },
  ];
}

/** About Us / Data Deletion in the chosen language. */
export function aboutUs(t: ContentTexts): readonly ContentSection[] {
  return [
    { heading: t.aboutUs, paragraphs: [t.aboutUs1({ app }), t.aboutUs2] },
    { heading: t.dataDeletion, paragraphs: [t.dataDeletion1, t.dataDeletion2, t.dataDeletion3] },
  ];
}

/** How to have the account deleted, in the chosen language. */
export function deleteAccount(t: ContentTexts): readonly ContentSection[] {
  return [
    { heading: t.deleteYourAccount, paragraphs: [t.deleteYourAccount1, t.deleteYourAccount2, t.deleteYourAccount3] },
  ];
}
