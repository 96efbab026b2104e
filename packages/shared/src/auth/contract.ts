/** The auth endpoints' schemas: what each takes and answers (their paths are in `./endpoints`). */
import { z } from 'zod';
import type { EndpointContract } from '../api/contract';
import { authWrite, relayed, redirect } from '../api/contract';
import {
  accountResponseSchema,
  accountUserSchema,
  backupCodeSchema,
  emailChangeResponseSchema,
  emailChangeSchema,
  passwordChangeSchema,
  passwordResetRequestResponseSchema,
  passwordResetRequestSchema,
  passwordResetResponseSchema,
  passwordResetSchema,
  profileUpdateResponseSchema,
  profileUpdateSchema,
  signInRequestSchema,
  signInResponseSchema,
  signUpRequestSchema,
  socialCallbackParamsSchema,
  socialProvidersSchema,
  socialSignInRequestSchema,
  socialSignInResponseSchema,
  totpCodeSchema,
  twoFactorDisabledSchema,
  twoFactorPasswordSchema,
  twoFactorSetupSchema,
  twoFactorVerifiedSchema,
  verifyEmailQuerySchema,
} from './index';
import type { authEndpoints } from './endpoints';

export const authContract = {
  'auth.me': { responses: { 200: accountUserSchema }, errors: [401] },
  'auth.socialProviders': { responses: { 200: socialProvidersSchema }, errors: [] },
  'auth.signUp': {
    body: signUpRequestSchema,
    responses: { 200: accountResponseSchema },
    errors: [400, 403, 409, 429],
  },
  'auth.signIn': {
    body: signInRequestSchema,
    responses: { 200: signInResponseSchema },
    errors: [400, 401, 403, 429],
  },
  'auth.requestPasswordReset': {
    body: passwordResetRequestSchema,
    responses: { 200: passwordResetRequestResponseSchema },
    errors: authWrite,
  },
  'auth.resetPassword': {
    body: passwordResetSchema,
    responses: { 200: passwordResetResponseSchema },
    errors: authWrite,
  },
  /** The session and its user, or null when signed out. */
  'auth.session': { responses: { 200: relayed }, errors: [] },
  'auth.signOut': { responses: { 200: relayed }, errors: authWrite },
  'auth.socialSignIn': {
    body: socialSignInRequestSchema,
    responses: { 200: socialSignInResponseSchema },
    // 404: the provider's keys are not configured.
    errors: [400, 403, 404, 429],
  },
  'auth.socialCallback': {
    params: socialCallbackParamsSchema,
    responses: { 302: redirect },
    errors: [400],
  },
  'auth.socialCallbackPost': {
    params: socialCallbackParamsSchema,
    responses: { 302: redirect },
    errors: authWrite,
  },
  /** The auth library's own page, in HTML. */
  'auth.socialError': { responses: { 200: z.string() }, errors: [] },
  'auth.updateUser': {
    body: profileUpdateSchema,
    responses: { 200: profileUpdateResponseSchema },
    errors: [400, 401, 403, 429],
  },
  'auth.changePassword': {
    body: passwordChangeSchema,
    responses: { 200: passwordResetRequestResponseSchema },
    errors: [400, 401, 403, 429],
  },
  'auth.changeEmail': {
    body: emailChangeSchema,
    responses: { 200: emailChangeResponseSchema },
    errors: [400, 401, 403, 429],
  },
  /** The link of the change-email mail: changes the email and leads to /account. */
  'auth.verifyEmail': {
    query: verifyEmailQuerySchema,
    responses: { 302: redirect },
    errors: [400, 401],
  },
  'auth.twoFactorEnable': {
    body: twoFactorPasswordSchema,
    responses: { 200: twoFactorSetupSchema },
    errors: [400, 401, 403, 409, 429],
  },
  'auth.twoFactorVerifyTotp': {
    body: totpCodeSchema,
    responses: { 200: twoFactorVerifiedSchema },
    errors: [400, 401, 403, 429],
  },
  'auth.twoFactorVerifyBackupCode': {
    body: backupCodeSchema,
    responses: { 200: twoFactorVerifiedSchema },
    errors: [400, 401, 403, 429],
  },
  'auth.twoFactorDisable': {
    body: twoFactorPasswordSchema,
    responses: { 200: twoFactorDisabledSchema },
    errors: [400, 401, 403, 429],
  },
} as const satisfies { [N in keyof typeof authEndpoints]: EndpointContract };
