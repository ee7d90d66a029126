/**
 * Environment variables (§2 environmentvariables, §3 "Environment choices: Dev/UAT/Prod"): named values
 * brand functions mention as {{env.NAME}}, one value per environment. The live bot uses the
 * environment the server is configured with (BOT_ENVIRONMENT); the brand function test uses Dev.
 * Secret values never leave the server: the console sees SECRET_MASK instead, and on update a secret
 * value left out keeps the stored one.
 */
import { z } from 'zod';
import { pageQuerySchema } from '../common/pagination';

export const ENVIRONMENTS = ['Dev', 'UAT', 'Prod'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
/** Brand function tests in the console run with these values. */
export const TEST_ENVIRONMENT: Environment = 'Dev';
export const SECRET_MASK = '••••••';

export const envVarNameSchema = z.string().trim()
  .min(1, 'Name is required').max(60, 'Name is at most 60 characters')
  .regex(/^[A-Z][A-Z0-9_]*$/, 'Use UPPER_SNAKE_CASE: capital letters, digits and underscores, starting with a letter');

const value = z.string().max(2000, 'A value is at most 2000 characters');

export const environmentVariableInputSchema = z.object({
  name: envVarNameSchema,
  /** A missing environment is stored empty on create and kept as it is on update. */
  values: z.object({ Dev: value.optional(), UAT: value.optional(), Prod: value.optional() }).strict().default({}),
  secret: z.boolean().default(false),
  description: z.string().trim().max(300, 'The description is at most 300 characters').default(''),
});
export type EnvironmentVariableInput = z.infer<typeof environmentVariableInputSchema>;

export const environmentVariableSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** A secret's non-empty values read SECRET_MASK. */
  values: z.object({ Dev: z.string(), UAT: z.string(), Prod: z.string() }),
  secret: z.boolean(),
  description: z.string(),
  updatedAt: z.string(),
});
export type EnvironmentVariable = z.infer<typeof environmentVariableSchema>;

export const environmentVariableListQuerySchema = pageQuerySchema;
