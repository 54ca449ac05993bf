/**
 * Every URL of the app in one place: the screens (`paths`) and the server calls (`apiPaths`).
 * Routes owned by later work are listed here as soon as a screen links to them.
 */
export const paths = {
  root: '/',
  login: '/login',
  register: '/r',
  forgotPassword: '/forgotpass',
  otpRegister: '/otpregister',
  otpForgotPassword: '/otpforgotpass',
  otpWithdraw: '/otpwithdraw',
  resetPassword: '/change-password',
  landing: '/landing',
  home: '/imp',
  changePassword: '/change',
  profile: '/profile',
  privacy: '/privacy',
  privacyPolicy: '/privacypolicy',
  about: '/about',
  delete: '/delete',
  // Linked from the menu and the home screen; their screens arrive with later work.
  addFund: '/addfund',
  wallet: '/wallet',
  withdraw: '/withdraw',
  winHistory: '/imp3',
  bidHistory: '/imp4',
  howToPlay: '/htp',
  gameRates: '/gameRates',
  charts: '/charts',
  starline: '/imp2',
  gali: '/galiIMP',
} as const;

export const apiPaths = {
  userLogin: '/api-user-login',
  checkMobile: '/api-check-mobile',
  userRegistration: '/api-user-registration',
  resendOtp: '/api-resend-otp',
  verifyOtp: '/api-verify-otp',
  forgetCheckMobile: '/api-forget-check-mobile',
  forgotPassword: '/api-forgot-password',
  changePassword: '/api-change-password',
  profileUpdate: '/api-profile-update',
  addUserUpiDetails: '/api-add-user-upi-details',
  getSocialData: '/api-get-social-data',
  getUserInfo: '/api-get-user-info',
  logout: '/api-logout',
} as const;

export type ApiPath = (typeof apiPaths)[keyof typeof apiPaths];
