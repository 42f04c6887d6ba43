// Hosted auth's leaked-password protection refuses passwords found in breaches (HaveIBeenPwned, reason "pwned").
// Locally a bundled list stands in: zxcvbn-ts's frequency list of the most common passwords from leaked-password
// corpora (about 49,000), kept to those the minimum length does not already refuse. Compared case-insensitively,
// as the list is lower case ("Password1" is as guessable as "password1").
import { dictionary } from '@zxcvbn-ts/language-common';
import { MIN_PASSWORD_LENGTH } from './password.ts';

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].filter((p) => p.length >= MIN_PASSWORD_LENGTH));
  return common.has(password.toLowerCase());
}
