import { expect, test } from './fixtures';
import { expectAccessible, newAccount, PASSWORD, toasts, watchTexts, LOGGED_OUT } from './support';

test.describe('registration', () => {
  test('shows validation messages, including "Passwords don\'t match"', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
    await expect(page.getByText('Join the CMMC Level 1 and Level 2 (Self) compliance platform for your business')).toBeVisible();
    await expect(page.getByText('Business Information')).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Password', { exact: true }).fill('first-password');
    await page.getByLabel('Confirm Password').fill('other-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Business name is required')).toBeVisible();
    await expect(page.getByLabel('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
  });

  test('creates the account, signs in and lands on the dashboard @phone', async ({ page }) => {
    const account = newAccount();
    await page.goto('/register');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm Password').fill(account.password);
    // The affirmation is made in the member's own name (D27): given here, or when affirming.
    await expect(page.getByRole('group', { name: 'Your Name (optional)' })).toHaveAccessibleDescription(
      /The yearly affirmation of your self-assessment is made in your own name/,
    );
    await page.getByLabel('First name').fill('Morgan');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel('Business Name').fill(account.businessName);
    await page.getByLabel('Business Number (optional)').fill('98-7654321');
    await page.getByLabel('Industry').click();
    await page.getByRole('option', { name: 'Aerospace & Defense' }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(toasts(page).getByText('Registration Successful!')).toBeVisible();
    await expect(
      toasts(page).getByText('Your account has been created. Welcome to CMMC Readiness!'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'CMMC Level 1 Dashboard' })).toBeVisible();
    await expect(page.getByTestId('role-badge')).toHaveAttribute('data-tone', 'blue');
    const user = (await (await page.request.get('/api/auth/user')).json()) as Record<string, unknown>;
    expect(user).toMatchObject({ firstName: 'Morgan', lastName: 'Lee' });
    await expectAccessible(page);
  });

  test('a taken username is refused with the server message', async ({ page, client: existing }) => {
    await page.context().clearCookies();
    await page.goto('/register');
    const account = newAccount();
    await page.getByLabel('Username').fill(existing.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByLabel('Business Name').fill(account.businessName);
    await page.getByLabel('Industry').click();
    await page.getByRole('option', { name: 'Other' }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toasts(page).getByText('Registration Failed')).toBeVisible();
    await expect(toasts(page).getByText('That username is already taken')).toBeVisible();
  });
});

test.describe('sign-in', () => {
  test('requires a username and a password', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('Access your CMMC compliance dashboard')).toBeVisible();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Register here' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a wrong password shows "Login Failed" with the server message', async ({ page, client: account }) => {
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toasts(page).getByText('Login Failed')).toBeVisible();
    await expect(toasts(page).getByText('Invalid username or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signs in, welcomes back, then signs out to the landing page', async ({ page, client: account }) => {
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toasts(page).getByText('Welcome back!')).toBeVisible();
    await expect(toasts(page).getByText('You have been logged in successfully.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'CMMC Level 1 Dashboard' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByText(account.businessName)).toBeVisible();
    await expect(header.getByText('Client Access')).toBeVisible();
    await expect(header.getByText('CMMC Level 1 Compliance Platform')).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const item of [
      'Dashboard',
      'Controls Checklist',
      'Self-Assessment',
      'Evidence Library',
      'Reports',
      'Readiness Diagnostic',
      'Implementation Guide',
    ]) {
      await expect(nav.getByRole('link', { name: item })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(toasts(page).getByText('Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  });
});

test('on a phone the menu opens the sidebar, which signs out @phone-only', async ({ clientPage: page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'CMMC Level 1 Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Controls Checklist' })).toBeVisible();
  await expectAccessible(page);
  await menu.getByRole('button', { name: 'Sign Out' }).click();
  await expect(toasts(page).getByText('Logged out successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
});

test('signing out after the session ended says so and goes to sign in', async ({ clientPage: page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'CMMC Level 1 Dashboard' })).toBeVisible();
  await page.context().clearCookies();
  // The toast lives only for the 500 ms before the redirect: the page records what it showed.
  const seen = await watchTexts(page, ['Unauthorized', LOGGED_OUT]);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  expect(await seen('Unauthorized')).toBe(true);
  expect(await seen(LOGGED_OUT)).toBe(true);
  await expectAccessible(page);
});
