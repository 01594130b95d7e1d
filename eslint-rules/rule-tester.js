import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';

// RuleTester defines one Vitest test per case.
RuleTester.describe = describe;
RuleTester.it = it;

export const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

/** An absolute path in the repository (the files need not exist: the rules resolve paths only). */
export const repoFile = (rel) => path.resolve(import.meta.dirname, '..', rel);
