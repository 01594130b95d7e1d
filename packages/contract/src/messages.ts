import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { isoDate, successStatus } from './common.js';

/**
 * Buyer ↔ seller messages per lot (spec 2 §2 "Messages", §7 "Messages").
 * `sellerid` names the *other party* of the caller: the seller for a buyer, the
 * buyer for a seller account answering in the same screen.
 */
export const messageRules = {
  /** Longest text of one message. */
  maxLength: 4000,
  /** Largest image attachment. */
  maxImageBytes: 5 * 1024 * 1024,
  /** Upload form field (spec). */
  uploadField: 'ig_messages_upload',
  imageTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
} as const;

const flag = z.coerce.number().int().min(0).max(1);
const archiveFlag = flag.default(0);
const id = z.coerce.number().int().positive();
const messageText = z.string().trim().max(messageRules.maxLength);
/** A stored attachment name (answered by addnewattach). */
const attachName = z.string().regex(/^[a-f0-9]{48}\.(png|jpg|gif|webp)$/);

export const projectMessagesSchema = z.object({
  project_id: z.number().int(),
  title: z.string(),
  conversationcount: z.number().int(),
  unreadcount: z.number().int(),
});

export const sellerThreadSchema = z.object({
  /** The other party (same as sellerid). */
  userid: z.number().int(),
  username: z.string(),
  sellerid: z.number().int(),
  date_sent: isoDate,
  /** Last message text (or '' for an image). */
  message: z.string(),
  unreadcount: z.number().int(),
  messageunreadcount: z.number().int(),
  projectmessages: z.array(projectMessagesSchema),
});
export type SellerThread = z.infer<typeof sellerThreadSchema>;

export const messageRecordSchema = z.object({
  id: z.number().int(),
  from_id: z.number().int(),
  to_id: z.number().int(),
  message: z.string(),
  image: z.number().int(),
  img_basename: z.string(),
  /** Authorised, no-store URL of the image ('' when none). */
  img_url: z.string(),
  date_sent: isoDate,
  sellermsgpost: z.number().int(),
  projectmsgpost: z.number().int(),
  status: z.literal('open'),
  fromadmin: z.number().int(),
  attachinsidename: z.string(),
  attachorginalname: z.string(),
  /** 1 when the caller sent it (right-hand bubble). */
  mine: z.number().int(),
});
export type MessageRecord = z.infer<typeof messageRecordSchema>;

export const messageDaySchema = z.object({ date: z.string(), datearray: z.array(messageRecordSchema) });

const countsSchema = z.object({
  activemsgcount: z.number().int(),
  archivemsgcount: z.number().int(),
  messageunreadcount: z.number().int(),
});

export const getMessages = defineEndpoint({
  id: 'messages.list',
  method: 'GET',
  path: 'messages',
  summary: 'The caller’s conversations grouped by the other party, with counts and the unread count (mail badge)',
  tags: ['messages'],
  access: 'user',
  query: z.object({ archive: archiveFlag }),
  response: z.object({
    status: successStatus,
    success: z.literal(true),
    data: countsSchema.extend({ messagesforusers: z.array(sellerThreadSchema) }),
  }),
});

export const searchProjectMessages = defineEndpoint({
  id: 'messages.projects',
  method: 'POST',
  path: 'searchprojectmessages',
  summary: 'The lot conversations the caller has with one other party',
  tags: ['messages'],
  access: 'user',
  body: z.object({ sellerid: id, archive: archiveFlag }),
  response: z.object({ status: successStatus, data: z.object({ projectmessages: z.array(projectMessagesSchema) }) }),
});

export const searchActualMessages = defineEndpoint({
  id: 'messages.thread',
  method: 'POST',
  path: 'searchactualmessages',
  summary: 'The messages of one conversation, grouped by date; marks the ones received as read',
  tags: ['messages'],
  access: 'user',
  body: z.object({
    sellerid: id,
    projectid: id,
    archive: archiveFlag,
    activemainusertunread: z.coerce.number().int().optional(),
    activesellerunread: z.coerce.number().int().optional(),
  }),
  response: z.object({
    status: successStatus,
    data: z.object({
      actualmessages: z.array(messageDaySchema),
      sellerid: z.number().int(),
      projectid: z.number().int(),
      title: z.string(),
      username: z.string(),
      messageunreadcount: z.number().int(),
    }),
  }),
});

export const addNewAttach = defineEndpoint({
  id: 'messages.upload',
  method: 'POST',
  path: 'messages/addnewattach/1',
  summary: 'Upload an image for a message (PNG, JPEG, GIF or WebP, checked by content; at most 5 MB)',
  tags: ['messages'],
  access: 'user',
  multipart: true,
  body: z.object({}),
  response: z.object({ status: successStatus, datumnew: z.object({ name: z.string(), originalname: z.string() }) }),
});

const sendBody = z.object({
  sellermsgpost: id,
  projectmsgpost: id,
  message: messageText.default(''),
  status: z.string().optional(),
  fromadmin: z.coerce.number().int().optional(),
  attachinsidename: attachName.optional(),
  attachorginalname: z.string().max(200).optional(),
});

const sentResponse = z.object({ status: successStatus, message: z.string(), data: messageRecordSchema });

export const saveMessage = defineEndpoint({
  id: 'messages.save',
  method: 'POST',
  path: 'messages/savemessage',
  summary: 'Send a text message (or an uploaded image) in a conversation the caller is part of',
  tags: ['messages'],
  access: 'user',
  body: sendBody,
  response: sentResponse,
});

export const saveAttachmentMessage = defineEndpoint({
  id: 'messages.saveAttachment',
  method: 'POST',
  path: 'messages/saveattachementmessage',
  summary: 'Send an uploaded image as a message',
  tags: ['messages'],
  access: 'user',
  body: sendBody.extend({ attachinsidename: attachName }),
  response: sentResponse,
});

export const deleteMessage = defineEndpoint({
  id: 'messages.delete',
  method: 'POST',
  path: 'messages/deletemessage',
  summary: 'Delete one of the caller’s own messages',
  tags: ['messages'],
  access: 'user',
  body: z.object({ id }),
  response: z.object({ status: successStatus, message: z.string() }),
});

export const archiveMessages = defineEndpoint({
  id: 'messages.archive',
  method: 'POST',
  path: 'messages/archivemessages',
  summary: 'Archive (archive 1) or unarchive (0) the conversations with one party, or one lot’s (projectid)',
  tags: ['messages'],
  access: 'user',
  body: z.object({ sellerid: id, projectid: z.coerce.number().int().nonnegative().optional(), archive: flag }),
  response: z.object({ status: successStatus, message: z.string(), data: countsSchema }),
});

export const saveMessageFromView = defineEndpoint({
  id: 'messages.contactSeller',
  method: 'POST',
  path: 'messages/savemessagefromview',
  summary: 'Contact seller from a lot page: a buyer starts or continues the conversation about the lot',
  tags: ['messages'],
  access: 'buyer',
  body: z.object({
    to_id: id,
    projectmsgpost: id,
    message: messageText.default(''),
    from_id: z.coerce.number().int().optional(),
    attachinsidename: attachName.optional(),
    attachorginalname: z.string().max(200).optional(),
  }),
  response: z.object({ status: successStatus, message: z.literal('message successfully sent') }),
});

/** Where an image of a message is served (authorised, no-store). Not a JSON call. */
export const messageImagePath = (name: string) => `/api/user/messages/image/${name}`;
