import * as content from './content.js';
import * as catalog from './catalog.js';
import * as auth from './auth.js';
import * as admin from './admin.js';
import * as lots from './lots.js';
import * as lineItems from './line-items.js';
import * as bidding from './bidding.js';
import * as watchlist from './watchlist.js';
import * as registration from './registration.js';
import * as sellers from './sellers.js';
import * as newsletter from './newsletter.js';
import type { AnyEndpoint } from './endpoint.js';

/**
 * Every declared endpoint. The server checks at start that each one has a handler
 * (and no handler lacks a declaration); tests use the list to prove validation and
 * the OpenAPI document cover them all.
 */
export const endpoints: AnyEndpoint[] = [
  content.getLangPhrases,
  content.getStaticContent,
  content.getBanners,
  content.newsletterSubscribe,
  catalog.getDefault,
  auth.login,
  auth.logout,
  auth.getUserDetails,
  admin.setMaintenance,
  admin.deactivateUser,
  admin.createLot,
  lots.getProductView,
  lots.getBidHistory,
  lots.acceptTerms,
  lots.manifestDownload,
  lots.attachmentDownload,
  watchlist.addToWatchlist,
  watchlist.removeFromWatchlist,
  lineItems.getLineItems,
  lineItems.updateSubLotViewCount,
  bidding.bidConfirm,
  bidding.uploadBidCsv,
  bidding.uploadBidCsvLineItem,
  bidding.bulkBidConfirm,
  bidding.downloadBidStatus,
  bidding.cancelBid,
  auth.forgotPassword,
  auth.resetPasswordToken,
  auth.updateUserPasswordUnauth,
  registration.checkUnique,
  registration.getRegister,
  registration.register,
  registration.saveFile,
  registration.getUserDetailsFromToken,
  registration.afterRegisterSave,
  registration.inviteUser,
  sellers.registerSeller,
  newsletter.getUnsubscribe,
  newsletter.unsubscribe,
] as unknown as AnyEndpoint[];
