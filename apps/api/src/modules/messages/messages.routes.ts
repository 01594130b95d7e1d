import type { FastifyInstance } from 'fastify';
import { messages } from '@gavel/contract';
import { assertAccess, route } from '../../platform/http/route.js';
import type { AppDeps } from '../../platform/deps.js';

export function messagesRoutes(app: FastifyInstance, { services }: AppDeps) {
  const svc = services.messages;

  route(app, messages.getMessages, async ({ query, user }) => ({
    status: 'success',
    success: true,
    data: await svc.list(user!.id, query.archive === 1),
  }));

  route(app, messages.searchProjectMessages, async ({ body, user }) => ({
    status: 'success',
    data: { projectmessages: await svc.projects(user!.id, body.sellerid, body.archive === 1) },
  }));

  route(app, messages.searchActualMessages, async ({ body, user }) => ({
    status: 'success',
    data: await svc.thread(user!.id, body.sellerid, body.projectid),
  }));

  route(app, messages.addNewAttach, async ({ files, user }) => ({ status: 'success', datumnew: await svc.upload(user!.id, files) }));

  const attachOf = (b: { attachinsidename?: string; attachorginalname?: string }) =>
    b.attachinsidename ? { name: b.attachinsidename, originalName: b.attachorginalname } : undefined;

  route(app, messages.saveMessage, async ({ body, user }) => ({
    status: 'success',
    message: 'Message Sent Successfully',
    data: await svc.send(user!.id, { otherId: body.sellermsgpost, lotId: body.projectmsgpost, text: body.message, attach: attachOf(body) }),
  }));

  route(app, messages.saveAttachmentMessage, async ({ body, user }) => ({
    status: 'success',
    message: 'Message Sent Successfully',
    data: await svc.send(user!.id, { otherId: body.sellermsgpost, lotId: body.projectmsgpost, text: body.message, attach: attachOf(body) }),
  }));

  route(app, messages.deleteMessage, async ({ body, user }) => {
    await svc.remove(user!.id, body.id);
    return { status: 'success', message: 'Message deleted' };
  });

  route(app, messages.archiveMessages, async ({ body, user }) => ({
    status: 'success',
    message: body.archive === 1 ? 'Archived' : 'Unarchived',
    data: await svc.archive(user!.id, body.sellerid, body.projectid || null, body.archive === 1),
  }));

  route(app, messages.saveMessageFromView, async ({ body, user }) => {
    await svc.contactSeller(user!.id, {
      otherId: body.to_id,
      lotId: body.projectmsgpost,
      text: body.message,
      fromId: body.from_id,
      attach: attachOf(body),
    });
    return { status: 'success', message: 'message successfully sent' as const };
  });

  // Message images: only the uploader and the conversation's two parties; never cached.
  app.get<{ Params: { name: string } }>(messages.messageImagePath(':name'), { schema: { hide: true } }, async (req, reply) => {
    assertAccess('user', req.user);
    const img = await svc.image(req.user!.id, req.params.name);
    return reply
      .type(img.contentType)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .send(img.data);
  });
}
