import type { FastifyInstance } from 'fastify';
import { account } from '@gavel/contract';
import { route } from '../../platform/http/route.js';
import type { AppDeps } from '../../platform/deps.js';

export function accountRoutes(app: FastifyInstance, { services }: AppDeps) {
  const service = services.account;

  route(app, account.getMyAccount, async ({ user }) => ({ status: 'success', data: await service.get(user!.id) }));
  route(app, account.changeContact, async ({ user, params, body }) => {
    await service.changeContact(user!.id, params.type, body.p_val);
    return { status: 'success', message: params.type === 'phone' ? 'Phone number updated' : 'Landline number updated' };
  });
  route(app, account.insertProfileAdmin, async ({ user, body }) => {
    await service.saveBilling(user!.id, body);
    return { status: 'success', message: 'Billing address updated' };
  });
  route(app, account.setLanguage, async ({ user, params }) => {
    await service.setLanguage(user!.id, params.language);
    return { status: 'success', message: 'Language updated', languageuser: params.language };
  });
  route(app, account.passwordCheck, async ({ user, body }) =>
    (await service.passwordMatches(user!.id, body.password))
      ? { status: 1 as const, message: 'Password matches' }
      : { status: 2 as const, message: account.passwordMessages.oldMismatch },
  );
  for (const endpoint of [account.changePassword, account.changePasswordAlias]) {
    route(app, endpoint, async ({ user, body }) => {
      await service.changePassword(user!.id, user!.tokenId, body.old_password, body.new_password1);
      return { status: 'success', message: 'Password changed successfully' };
    });
  }
  route(app, account.insertProfileNotification, async ({ user, body }) => {
    await service.saveNotificationSettings(user!.id, body.user_notify, body.user_notify_sms);
    return { status: 'success', message: 'Notifications Updated Successfully' };
  });
  route(app, account.getMyPreferences, async ({ user }) => ({ status: 'success', data: await service.preferences(user!.id) }));
  route(app, account.updatePreferences, async ({ user, body }) => {
    await service.updatePreferences(user!.id, body.interestin, body.interestinRegion);
    return { status: 'success', message: 'Preferences updated successfully' };
  });
  route(app, account.sendPhoneVerifyCode, async ({ user }) => {
    await service.sendPhoneCode(user!.id);
    return { status: 'success', message: 'Verification code sent' };
  });
  route(app, account.verifyPhoneVerifyCode, async ({ user, body }) => {
    await service.verifyPhoneCode(user!.id, body.code);
    return { status: 'success', message: 'Phone number verified' };
  });
  route(app, account.verifyEmail, async ({ user, body }) => {
    const outcome = await service.verifyEmail(user!.id, body.token);
    return { status: 'success', message: outcome === 'sent' ? 'Verification email sent' : 'Email verified' };
  });
  route(app, account.updateProfile, async ({ user, body }) => {
    await service.updateProfile(user!.id, body);
    return { status: 'success', message: 'Profile updated' };
  });
  route(app, account.checkValidation, async ({ user }) => ({ status: 'success', data: await service.checkValidation(user!.id) }));
  route(app, account.generateJwtToken, async ({ user, body }) => ({ status: 'success', ...(await service.jwt(user!.id, body.id)) }));
  route(app, account.activeSorts, async () => ({ status: 'success', data: service.activeSorts() }));
}
