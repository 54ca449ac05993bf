/** Menu and shell texts (SPEC.md section 2, Navbar / sidebar). */
export const SHELL_TEXT = {
  menu: {
    home: 'Home',
    addFunds: 'Add Funds',
    wallet: 'Wallet',
    winHistory: 'Win History',
    bidHistory: 'Bid History',
    howToPlay: 'How To Play',
    gameRates: 'Game Rates',
    charts: 'Charts',
    changePassword: 'Change Password',
    privacyPolicy: 'Privacy Policy',
    /** Limits, cool-off and self-exclusion (issue 19); not in the spec's menu. */
    playResponsibly: 'Play Responsibly',
    logout: 'Log out',
    login: 'Login',
    register: 'Register',
    /** Shown only while the browser offers to install the app (ADR 006). */
    install: 'Install App',
  },
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  walletLabel: (amount: string) => `Wallet balance ${amount} points, open wallet`,
  guestName: 'Welcome, Guest',
  guestHint: 'Login to play',
} as const;
