import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { isoDate, idParam, okResponse, successStatus } from './common.js';
import { searchFilterSchema } from './search.js';

/*
 * Notifications (spec 2 §7 "Notifications", §9 types) and saved searches.
 */

/**
 * Notification types of spec 2 §9 (7 is not used by the spec), plus 18 (ours): a new lot
 * matches a saved search.
 */
export const notificationTypes = {
  bought: 1,
  bidPlaced: 2,
  outbid: 3,
  outbidSubLot: 4,
  watchlistAdded: 5,
  won: 6,
  endingSoonBid: 8,
  endingSoonWatched: 9,
  preferredPosted: 10,
  priceDroppedWatched: 11,
  priceDroppedBid: 12,
  offerPlaced: 13,
  counterOffer: 14,
  counterOfferDeclined: 15,
  offerRejected: 16,
  offerAccepted: 17,
  savedSearchMatch: 18,
  /** Ours (issue 10): an operator withdrew a lot the buyer had bid on. */
  lotWithdrawn: 19,
  /** Ours (issue 42): a lot offered privately to one of the buyer's groups has opened. */
  privateLotOpened: 20,
} as const;
export type NotificationType = (typeof notificationTypes)[keyof typeof notificationTypes];
export const notificationTypeCodes = Object.values(notificationTypes);

/** Notification setting codes (spec 2 §7 insertProfilenotfication). */
export const notificationSettingCodes = { watch_notify: 1, bid_notify: 2, win_notify: 4, prefer: 5, endsoon_notify: 6, wsoon_notify: 7 } as const;
export type NotificationSettingName = keyof typeof notificationSettingCodes;
export const notificationSettingNames = Object.keys(notificationSettingCodes) as NotificationSettingName[];
export const settingCodeValues = Object.values(notificationSettingCodes);

/** Long-message threshold of the bell list (spec 2 §9: over 25 characters). */
export const notificationExpandThreshold = 25;

export const bellNotificationSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  title: z.string(),
  /** '0' unread, '1' read (spec 2 §3). */
  read: z.enum(['0', '1']),
  project_id: z.number().int().nullable(),
  /** Sub-lot number for line-item notifications, 0 otherwise. */
  linesublot: z.number().int(),
  date_added: isoDate,
});
export type BellNotification = z.output<typeof bellNotificationSchema>;

/** Newest first; at most this many are returned. */
export const bellListLimit = 50;
/**
 * `unread` counts up to this many: the bell's badge shows 99+ from 100 on, so counting further
 * is work nobody sees (a busy bidder's hundreds of unread notices, counted after every delivery).
 */
export const bellUnreadCap = 100;

export const getNotifications = defineEndpoint({
  id: 'notifications.list',
  method: 'GET',
  path: 'notification',
  summary: "The caller's bell notifications (newest first) and the unread count",
  tags: ['notifications'],
  access: 'user',
  response: z.object({ status: successStatus, bellNotify: z.array(bellNotificationSchema), unread: z.number().int() }),
});

const unreadResponse = okResponse.extend({ unread: z.number().int() });

export const markNotificationRead = defineEndpoint({
  id: 'notifications.markRead',
  method: 'POST',
  path: 'updatebellsingle/:id',
  summary: 'Mark one of the caller’s notifications read',
  tags: ['notifications'],
  access: 'user',
  params: idParam,
  response: unreadResponse,
});

export const markAllNotificationsRead = defineEndpoint({
  id: 'notifications.markAllRead',
  method: 'POST',
  path: 'updateBellNotify',
  summary: 'Mark all of the caller’s notifications read',
  tags: ['notifications'],
  access: 'user',
  response: unreadResponse,
});

export const clearNotifications = defineEndpoint({
  id: 'notifications.clear',
  method: 'POST',
  path: 'clearBellNotify',
  summary: 'Remove all of the caller’s notifications',
  tags: ['notifications'],
  access: 'user',
  response: unreadResponse,
});

// ---- saved searches ------------------------------------------------------------------

export const savedSearchLimits = { name: 60, perUser: 25 } as const;

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The search filter as saved (the search call's input fields). */
  filters: z.record(z.string(), z.unknown()),
  email_alert: z.boolean(),
  date_added: isoDate,
});
export type SavedSearch = z.output<typeof savedSearchSchema>;

export const saveSearchBody = z.object({
  name: z.string().trim().min(1, { error: 'Required Field' }).max(savedSearchLimits.name, { error: `Maximum ${savedSearchLimits.name} characters` }),
  /** The current search: the search call's filter (validated with the same schema). */
  filters: searchFilterSchema,
  email_alert: z.boolean().default(false),
});

export const saveSearch = defineEndpoint({
  id: 'savedSearches.save',
  method: 'POST',
  path: 'saved-searches/save',
  summary: 'Save the current search; new matching lots notify the buyer',
  tags: ['notifications'],
  access: 'buyer',
  body: saveSearchBody,
  response: z.object({ status: successStatus, message: z.string(), data: savedSearchSchema }),
});

export const listSavedSearches = defineEndpoint({
  id: 'savedSearches.list',
  method: 'GET',
  path: 'saved-searches',
  summary: "The caller's saved searches",
  tags: ['notifications'],
  access: 'buyer',
  response: z.object({ status: successStatus, data: z.array(savedSearchSchema) }),
});

export const deleteSavedSearch = defineEndpoint({
  id: 'savedSearches.delete',
  method: 'POST',
  path: 'saved-searches/delete/:id',
  summary: 'Delete one of the caller’s saved searches',
  tags: ['notifications'],
  access: 'buyer',
  params: idParam,
  response: okResponse,
});
