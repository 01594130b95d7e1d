import { randomBytes } from 'node:crypto';
import { messageRules } from '@gavel/contract';
import type { Db } from '../../platform/db/client.js';
import type { Realtime } from '../../platform/realtime/gateway.js';
import type { FileStore } from '../../platform/files/file-store.js';
import type { UploadedFile } from '../../platform/http/route.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { AppError } from '../../platform/http/errors.js';
import type { ConversationRow, MessagesRepository } from './messages.repository.js';
import { groupByOther, presentThread, presentMessage } from './messages.presenter.js';
import { sniffImage } from './image-type.js';

/** Private folder of message images (never under the public uploads root). */
export const MESSAGE_IMAGE_FOLDER = 'messages';

const emptyMessage = () => new AppError('VALIDATION_FAILED', 'Enter a message.', { fields: { message: 'MESSAGE_EMPTY' } });

interface SendInput {
  otherId: number;
  lotId: number;
  text: string;
  attach?: { name: string; originalName?: string };
}

export interface MessagesDeps {
  db: Db;
  repo: MessagesRepository;
  realtime: () => Realtime;
  events: EventBus;
  /** The private file store (message images are served only through an authorised route). */
  files: FileStore;
}

export function createMessagesService({ db, repo, realtime, events, files }: MessagesDeps) {
  /** The conversation the caller is part of with `otherId` about `lotId`; opened when the caller is a buyer writing to the lot's seller. */
  async function conversationFor(userId: number, otherId: number, lotId: number, mayOpen: boolean): Promise<ConversationRow> {
    const existing = await repo.between(db, userId, otherId, lotId);
    if (existing) return existing;
    const lot = await repo.lot(db, lotId);
    if (!lot) throw new AppError('NOT_FOUND');
    if (!mayOpen || lot.sellerId == null || lot.sellerId !== otherId || otherId === userId) throw new AppError('FORBIDDEN');
    return repo.open(db, lotId, userId, otherId);
  }

  async function send(userId: number, input: SendInput, mayOpen: boolean) {
    const text = input.text.trim();
    if (!text && !input.attach) throw emptyMessage();
    if (input.attach) {
      const up = await repo.upload(db, input.attach.name);
      if (!up || up.uploaderId !== userId) throw new AppError('FORBIDDEN', 'This attachment is not yours.');
    }
    const conv = await conversationFor(userId, input.otherId, input.lotId, mayOpen);
    const toId = conv.buyerId === userId ? conv.sellerId : conv.buyerId;
    const up = input.attach ? await repo.upload(db, input.attach.name) : null;
    const row = await repo.insertMessage(db, {
      conversationId: conv.id,
      fromId: userId,
      toId,
      body: text,
      imageFile: up?.name ?? null,
      imageOriginalName: up ? (input.attach?.originalName?.slice(0, 200) || up.originalName) : null,
    });
    // After commit (single statements, autocommit): the other party hears it live.
    realtime().emitToUser(toId, 'sendmessage', { to_id: toId, from_id: userId, sellerid: conv.sellerId, projectid: conv.lotId, message: text });
    events.publish('message.sent', { messageId: row.id, fromId: userId, toId, lotId: conv.lotId });
    return presentMessage(row, conv, userId);
  }

  return {
    async list(userId: number, archived: boolean) {
      const [counts, summaries] = await Promise.all([repo.counts(db, userId), repo.summaries(db, userId, archived)]);
      return {
        activemsgcount: counts.active,
        archivemsgcount: counts.archived,
        messageunreadcount: counts.unread,
        messagesforusers: groupByOther(summaries),
      };
    },

    async projects(userId: number, otherId: number, archived: boolean) {
      const summaries = await repo.summaries(db, userId, archived, otherId);
      return groupByOther(summaries)[0]?.projectmessages ?? [];
    },

    async thread(userId: number, otherId: number, lotId: number) {
      const conv = await repo.between(db, userId, otherId, lotId);
      if (!conv) throw new AppError('NOT_FOUND');
      await repo.markRead(db, conv.id, userId);
      const [rows, lot, username, counts] = await Promise.all([
        repo.thread(db, conv.id),
        repo.lot(db, lotId),
        repo.username(db, otherId),
        repo.counts(db, userId),
      ]);
      return {
        actualmessages: presentThread(rows, conv, userId),
        sellerid: otherId,
        projectid: lotId,
        title: lot?.title ?? '',
        username,
        messageunreadcount: counts.unread,
      };
    },

    /** Stores an uploaded image in the private folder after checking its content and size. */
    async upload(userId: number, uploaded: UploadedFile[]) {
      const file = uploaded.find((f) => f.fieldname === messageRules.uploadField);
      if (!file || file.data.length === 0) {
        throw new AppError('VALIDATION_FAILED', 'Choose an image.', { fields: { [messageRules.uploadField]: 'required' } });
      }
      if (file.data.length > messageRules.maxImageBytes) throw new AppError('PAYLOAD_TOO_LARGE', 'The image is larger than 5 MB.');
      const kind = sniffImage(file.data);
      if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only PNG, JPEG, GIF or WebP images can be sent.');
      const name = `${randomBytes(24).toString('hex')}.${kind.ext}`;
      const originalName = (file.filename.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '').trim().slice(0, 200) || `image.${kind.ext}`;
      await files.put(MESSAGE_IMAGE_FOLDER, name, file.data);
      await repo.insertUpload(db, { name, uploaderId: userId, originalName, contentType: kind.type, sizeBytes: file.data.length });
      return { name, originalname: originalName };
    },

    /** A message from the /message screen, in a conversation the caller is part of. */
    send: (userId: number, input: SendInput) => send(userId, input, true),

    /** Contact seller from a lot page: the buyer writes to the lot's seller. */
    async contactSeller(userId: number, input: SendInput & { fromId?: number }) {
      if (input.fromId && input.fromId !== userId) throw new AppError('FORBIDDEN');
      const lot = await repo.lot(db, input.lotId);
      if (!lot) throw new AppError('NOT_FOUND');
      if (lot.sellerId == null || lot.sellerId !== input.otherId) throw new AppError('FORBIDDEN', 'This is not the lot’s seller.');
      return send(userId, input, true);
    },

    async remove(userId: number, id: number) {
      if (await repo.deleteOwn(db, id, userId)) return;
      // Someone else's message and a missing one answer alike to strangers (404: no existence oracle
      // over message ids); the other party of the conversation learns it is not theirs (403).
      throw new AppError((await repo.messageInConversationOf(db, id, userId)) ? 'FORBIDDEN' : 'NOT_FOUND');
    },

    async archive(userId: number, otherId: number, lotId: number | null, archived: boolean) {
      const changed = await repo.setArchived(db, userId, otherId, lotId, archived);
      if (changed === 0) throw new AppError('NOT_FOUND');
      const counts = await repo.counts(db, userId);
      return { activemsgcount: counts.active, archivemsgcount: counts.archived, messageunreadcount: counts.unread };
    },

    /** The image bytes, only for the uploader and the two parties of a conversation showing it. */
    async image(userId: number, name: string) {
      if (!/^[a-f0-9]{48}\.(png|jpg|gif|webp)$/.test(name)) throw new AppError('NOT_FOUND');
      if (!(await repo.canSeeImage(db, userId, name))) throw new AppError('NOT_FOUND');
      const up = await repo.upload(db, name);
      if (!up) throw new AppError('NOT_FOUND');
      return { data: await files.read(MESSAGE_IMAGE_FOLDER, name), contentType: up.contentType };
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
