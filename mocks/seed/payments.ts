import type { Faker } from '@faker-js/faker';
import type { Db } from '../db.ts';

/** Seeds the payments area (runs after the core seed, in a fixed order, with the shared faker). */
export async function seedPayments(_db: Db, _faker: Faker, _nowSeconds: number): Promise<void> {}
