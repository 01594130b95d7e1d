import type { FastifyInstance } from 'fastify';
import { fieldMessages, registration, sellers } from '@gavel/contract';
import { route } from '../../platform/http/route.js';
import { AppError } from '../../platform/http/errors.js';
import type { AppDeps } from '../../platform/deps.js';

/**
 * Field errors of register / afterregister-save also speak the spec (spec 1 §7): HTTP 400,
 * `status` false and `msg` with the named errors (usernameLen, emailslen, usernameErrMsg,
 * emailErrMsg, phoneError, landlineErr, phoneErrMsg), beside our `code`, `message`, `fields`.
 */
function specFieldErrors(app: FastifyInstance, urls: string[]) {
  app.addHook('onSend', async (req, reply, payload) => {
    const body = req.errorBody;
    if (!body?.fields || req.method !== 'POST' || reply.statusCode < 400 || reply.statusCode >= 500 || !urls.includes(req.routeOptions.url ?? '')) return payload;
    reply.status(400);
    return JSON.stringify({ ...body, status: false, msg: registration.registerErrorMsg(body.fields, body.code === 'VALIDATION_FAILED') });
  });
}

/** Registration, invitations, the tax-document upload and the seller request. */
export function registrationRoutes(app: FastifyInstance, { services }: AppDeps) {
  const { registration: service, invitations, taxDocuments: documents, sellerRequests } = services;

  specFieldErrors(app, [registration.register.url, registration.afterRegisterSave.url]);

  route(app, registration.checkUnique, async ({ query }) =>
    (await service.emailFree(query.email)) ? { status: true } : { status: false, message: fieldMessages.emailUsed },
  );

  route(app, registration.getRegister, async ({ query }) => ({ status: 'success', data: await service.wizardData(query.language) }));

  route(app, registration.register, async ({ body }) => {
    const data = await service.register(registration.fromWire(body));
    const message =
      data.account_status === 'pending'
        ? 'Thank you for registering! Your account is waiting for approval; we will email you once it is approved.'
        : 'Thank you for registering! You can now log in.';
    return { status: 'success', message, data };
  });

  route(app, registration.saveFile, async ({ files }) => ({ status: 'success', data: { saved_file: await documents.save(files) } }));

  route(app, registration.getUserDetailsFromToken, async ({ params, query }) => {
    if (params.siteid !== query.site_id) throw new AppError('UNKNOWN_SITE');
    return { status: 'success', data: await invitations.invitedDetails(params.token) };
  });

  route(app, registration.afterRegisterSave, async ({ body }) => ({
    status: 'success',
    message: 'Thank you for registering!',
    data: await service.completeInvitation({ ...registration.fromWire(body), token: body.token, user_id: body.user_id }),
  }));

  route(app, registration.inviteUser, async ({ body, user }) => ({
    status: 'success',
    message: 'Invitation sent',
    data: await invitations.invite(user!.id, body),
  }));

  route(app, sellers.registerSeller, async ({ body }) => {
    await sellerRequests.request({
      siteId: body.site_id,
      firstName: body.first_name,
      lastName: body.last_name,
      companyName: body.companyname,
      phone: body.phone,
      email: body.email,
      sellerType: body.seller_type,
    });
    return { status: 'success', msg: 'success', message: 'Thank you! Our team will contact you soon.' };
  });
}
