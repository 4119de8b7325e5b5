import { expect, type Page } from '@playwright/test';

export interface Account {
  name: string;
  email: string;
  password: string;
}

let accounts = 0;

/** A new account for each journey, so journeys never share state. */
export function newAccount(): Account {
  accounts += 1;
  const id = `${Date.now().toString(36)}-${process.pid}-${accounts}`;
  return {
    name: `Ada Lovelace ${accounts}`,
    email: `ada-${id}@example.com`,
    password: 'analytical-engine-1843',
  };
}

export async function signUp(page: Page, account: Account = newAccount()): Promise<Account> {
  await page.goto('/register');
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/dashboard');
  return account;
}

export async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/dashboard');
}

/** Signs out through the user button's menu, which lands on '/'. */
export async function signOut(page: Page, account: Account): Promise<void> {
  await page.getByRole('button', { name: `Account menu for ${account.name}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
}
