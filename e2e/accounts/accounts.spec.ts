import { expect, freshMobile, loginThroughUi, otpFrom, registerThroughUi, screenshot, test } from '../support/fixtures.ts';

test.describe('player accounts', () => {
  test('registers with an OTP, lands on /imp, logs out and logs back in', async ({ page }) => {
    const mobile = freshMobile();
    await page.goto('/r');
    await screenshot(page, 'register');
    await registerThroughUi(page, 'Asha Patil', mobile, 'secret123');
    await screenshot(page, 'home-new-player');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toContainText('Asha Patil');
    await expect(menu).toContainText(mobile);
    await screenshot(page, 'sidebar');
    await menu.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await loginThroughUi(page, mobile, 'secret123');
    await expect(page).toHaveURL(/\/imp$/);
  });

  test('shows User Not Registered for a wrong password', async ({ page }) => {
    await loginThroughUi(page, '9876543210', 'not-the-password');
    await expect(page.getByText('User Not Registered')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await screenshot(page, 'login-failed');
  });

  test('refuses a wrong OTP with Enter Valid OTP, then accepts the right one', async ({ page }) => {
    const mobile = freshMobile();
    await page.goto('/r');
    await page.getByLabel('Username').fill('Ravi');
    await page.getByLabel('Phone Number').fill(mobile);
    await page.getByLabel('Password', { exact: true }).fill('pass1234');
    await page.getByRole('checkbox', { name: 'I am 18 or older' }).check();
    const otp = await otpFrom(page, '/api-check-mobile', () => page.getByRole('button', { name: 'Register', exact: true }).click());
    await expect(page.getByRole('button', { name: 'RESEND' })).toBeHidden();
    // 6 digits, as many boxes as the server's otp_length (ADR 022).
    await expect(page.getByTestId('otp-box')).toHaveCount(otp.length);
    await page.getByLabel('OTP').fill(otp === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Enter Valid OTP')).toBeVisible();
    await screenshot(page, 'otp-register-wrong');
    await page.getByLabel('OTP').fill(otp);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/imp$/);
  });

  test('tells a registered number it is already registered', async ({ page }) => {
    await page.goto('/r');
    await page.getByLabel('Username').fill('Demo');
    await page.getByLabel('Phone Number').fill('9876543210');
    await page.getByLabel('Password', { exact: true }).fill('whatever');
    await page.getByRole('checkbox', { name: 'I am 18 or older' }).check();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('User Already Registered')).toBeVisible();
  });

  test('resets a forgotten password through the OTP and logs in with the new one', async ({ page }) => {
    const mobile = freshMobile();
    await registerThroughUi(page, 'Meera', mobile, 'first-pass');
    await page.evaluate(() => localStorage.clear());
    await page.goto('/forgotpass');
    await screenshot(page, 'forgot-password');
    await page.getByLabel('Phone Number').fill(mobile);
    const otp = await otpFrom(page, '/api-forget-check-mobile', () => page.getByRole('button', { name: 'Submit' }).click());
    await expect(page).toHaveURL(/\/otpforgotpass$/);
    await screenshot(page, 'otp-forgot');
    await page.getByLabel('OTP').fill(otp);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/change-password$/);
    await page.getByLabel('New Password', { exact: true }).fill('second-pass');
    await page.getByLabel('Confirm Password').fill('second-pass');
    await screenshot(page, 'reset-password');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Successfully updated password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
    await loginThroughUi(page, mobile, 'first-pass');
    await expect(page.getByText('User Not Registered')).toBeVisible();
    await loginThroughUi(page, mobile, 'second-pass');
    await expect(page).toHaveURL(/\/imp$/);
  });

  test('changes the password and logs in with the new one', async ({ page }) => {
    const mobile = freshMobile();
    await registerThroughUi(page, 'Kiran', mobile, 'old-pass-1');
    await page.goto('/change');
    await page.getByLabel('Current Password').fill('wrong-old');
    await page.getByLabel('New Password', { exact: true }).fill('new-pass-2');
    await page.getByLabel('Confirm Password').fill('new-pass-2');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Old password is incorrect')).toBeVisible();
    await page.getByLabel('Current Password').fill('old-pass-1');
    await screenshot(page, 'change-password');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/imp$/);
    await page.evaluate(() => localStorage.clear());
    await loginThroughUi(page, mobile, 'new-pass-2');
    await expect(page).toHaveURL(/\/imp$/);
  });

  test('edits the profile name', async ({ page }) => {
    await registerThroughUi(page, 'Old Name', freshMobile(), 'pass1234');
    await page.goto('/profile');
    await page.getByLabel('Name').fill('');
    await page.getByRole('button', { name: /save|update|submit/i }).click();
    await expect(page.getByText('Name is required!')).toBeVisible();
    await page.getByLabel('Name').fill('New Name');
    await screenshot(page, 'profile');
    await page.getByRole('button', { name: /save|update|submit/i }).click();
    await expect(page).toHaveURL(/\/imp$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toContainText('New Name');
  });
});

test.describe('form validation messages', () => {
  test('login', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Phone No is required!')).toBeVisible();
    await expect(page.getByText('Password is required!')).toBeVisible();
    await page.getByLabel('Phone Number').fill('12345');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Phone No is not valid!')).toBeVisible();
    await screenshot(page, 'login-validation');
  });

  test('register', async ({ page }) => {
    await page.goto('/r');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Phone No is required!')).toBeVisible();
    await expect(page.getByText('Password is required!')).toBeVisible();
    await expect(page.getByText('Please confirm that you are 18 or older')).toBeVisible();
    await screenshot(page, 'register-validation');
  });

  test('forgot password', async ({ page }) => {
    await page.goto('/forgotpass');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Phone number is required!')).toBeVisible();
    await page.getByLabel('Phone Number').fill('5555');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Phone number is not valid!')).toBeVisible();
  });

  test('reset password without navigation state, and mismatched passwords', async ({ page }) => {
    await page.goto('/change-password');
    await expect(page.getByText('Invalid navigation. Please start over.')).toBeVisible();
    await page.goto('/otpforgotpass');
    await expect(page.getByText('Invalid navigation. Please start over.')).toBeVisible();
  });

  test('change password', async ({ page }) => {
    await registerThroughUi(page, 'Val', freshMobile(), 'pass1234');
    await page.goto('/change');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Current Password is required!')).toBeVisible();
    await expect(page.getByText('New Password is required!')).toBeVisible();
    await expect(page.getByText('Confirm Password is required!')).toBeVisible();
    await page.getByLabel('Current Password').fill('pass1234');
    await page.getByLabel('New Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm Password').fill('abd');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('New Password must be at least 8 characters!')).toBeVisible();
    await expect(page.getByText('Confirm Password is not equal to New Password!')).toBeVisible();
  });
});

test.describe('public pages and the shell', () => {
  test('redirects a visitor without a login from /imp to /login, and a stored login from / to /imp', async ({ page }) => {
    await page.goto('/imp');
    await expect(page).toHaveURL(/\/login$/);
    await screenshot(page, 'login');
    await loginThroughUi(page, '9876543210', 'demo1234');
    await expect(page).toHaveURL(/\/imp$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/imp$/);
  });

  test('renders the landing page, the content pages and a real not-found page', async ({ page }) => {
    await page.goto('/landing');
    await expect(page.getByText('PLEASE DOWNLOAD ANDROID APPLICATION FOR FAST DEPOSIT AND FAST WITHDRAW (24×7)')).toBeVisible();
    await screenshot(page, 'landing');
    for (const [path, name] of [['/privacypolicy', 'privacy'], ['/about', 'about'], ['/delete', 'delete']] as const) {
      await page.goto(path);
      await expect(page.locator('main, body').first()).not.toBeEmpty();
      await screenshot(page, name);
    }
    await page.goto('/no-such-screen');
    await expect(page.getByRole('link', { name: /home/i })).toBeVisible();
    await screenshot(page, 'not-found');
  });

  test('shows the demo player the wallet and the betting menu', async ({ page }) => {
    await loginThroughUi(page, '9876543210', 'demo1234');
    await expect(page).toHaveURL(/\/imp$/);
    await expect(page.getByRole('link', { name: /Wallet balance 10,000 points/ })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    for (const item of ['Home', 'Add Funds', 'Wallet', 'Win History', 'Bid History', 'How To Play', 'Game Rates', 'Charts', 'Change Password', 'Privacy Policy']) {
      await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    await expect(menu).toContainText('Demo Playe...');
    await screenshot(page, 'sidebar-betting');
  });
});
