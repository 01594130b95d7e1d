import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { money, idParam, isoDate, languageSchema, successStatus } from './common.js';

/** Viewer bid status (spec 2 §4): winner, outbid, won, lost; '' when the viewer has not bid. */
export const bidTopStatusSchema = z.enum(['', 'winner', 'outbid', 'won', 'lost']);
export type BidTopStatus = z.infer<typeof bidTopStatusSchema>;

/** The lot as the lot page sees it (spec 2 §3 "Product"), wire names kept. Money: currency units on the wire, cents in code. */
export const projectSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  avatar: z.string(),
  images: z.array(z.string()),
  manufacturer: z.string(),
  country: z.string(),
  city: z.string(),
  state: z.string(),
  modelnumber: z.string(),
  size: z.string(),
  upc: z.string(),
  condition: z.string(),
  condition_language: z.string(),
  itemcondition: z.number().int(),
  qty: z.number().int(),
  category: z.string(),
  category_key: z.string(),
  auction_details: z.string(),
  auction_notes: z.string(),
  desc_proc: z.string(),
  desc_condition: z.string(),
  market_status: z.enum(['open', 'sold', 'closed']),
  auctiontype: z.enum(['live', 'lineitem', 'sealed']),
  bidtype: z.enum(['open', 'sealed']),
  listing_format: z.enum(['live', 'buynow', 'sealed', 'lineitem', 'pricelock']),
  lottype: z.number().int(),
  lot_size: z.number().int(),
  sellerid: z.number().int(),
  buyership: z.number().int(),
  shipping_service: z.string(),
  /** The shipping fee added to the invoice when the seller ships (the lot's, else the site's flat fee); 0 when the buyer ships. Ours. */
  shipping_fee: money,
  /** Units still for sale: price lock, qty less the units sold; other formats, qty while unsold, else 0. Ours. */
  qty_left: z.number().int(),
  termscond: z.string(),
  termsformat: z.number().int(),
  previousacceptedterms: z.number().int(),
  currency: z.string(),
  currency_symbol: z.string(),
  wprice: money,
  sprice: money,
  /** Whether the reserve is met; the reserve itself is never sent. */
  has_reserve: z.boolean(),
  rprice_met: z.boolean(),
  bprice: money.nullable(),
  buynow: z.number().int(),
  makeoffer: z.number().int(),
  next_bid: money,
  incrementAmt: money,
  blindIncrementVal: money,
  bid_count: z.number().int(),
  bid_or_not: z.number().int(),
  userHasBid: z.number().int(),
  companyHasBid: z.number().int(),
  bidtopstatus: bidTopStatusSchema,
  /** The viewer's own maximum (proxy) or sealed bid; only ever their own. */
  my_max_bid: money.nullable(),
  watchlistid: z.number().int(),
  isclosed: z.number().int(),
  document: z.string().nullable(),
  date_added: isoDate,
  date_closed: isoDate,
  sold_price: money.nullable(),
  // ---- the spec's further product fields (spec 2 §3 "Product") ----
  finish: z.string(),
  /** The manifest lines' ids and part numbers. */
  linedata: z.array(z.object({ id: z.number().int(), part_number: z.string() })),
  /** Category keys of the lot. */
  multiplecategoryshow: z.array(z.string()),
  /** 1 = listed by an approved third-party seller. */
  inventorytype: z.number().int(),
  /** The sold price (as `realclosedupdates` carries it); null until sold. */
  buynowamount: money.nullable(),
  /** The latest accepted bid's amount as the viewer may see it (sealed: only their own); null without bids. */
  latestbid: money.nullable(),
  isWatchlisted: z.number().int(),
  /** The viewer's invoice (order) for this lot once they bought it; null otherwise. */
  invoice_id: z.number().int().nullable(),
  /** The lot that holds this one (line-item auctions: the lot itself); null for a plain lot. */
  master_id: z.number().int().nullable(),
  topBidMessage: z.string(),
  bottomBidMessage: z.string(),
  /** 1 when the lot has no manifest file (no CSV bid upload by manifest). */
  isNotCsvBid: z.number().int(),
  /** 0: `desc_condition` is plain text (ours is; 1 would be HTML). */
  desc_conditionformat: z.number().int(),
  /** The lot's manifest file name for buyers ('' when none). */
  buyer_manifest_file: z.string(),
  /** Where the full manifest is downloaded ('' when none; `download-csvdata/{id}` counts it). */
  download_complete_manifest: z.string(),
  /** The manifest file name ('' when none), its rows and their count. */
  csvfile: z.string(),
  csvData: z.string(),
  csvResult: z.array(z.object({ id: z.number().int(), brand: z.string(), product_name: z.string(), category: z.string(), part_number: z.string(), qty: z.number().int() })),
  csvLength: z.number().int(),
  /** The FAQ (HTML, sanitised) in the viewer's language, as `faqcontent`. */
  faqContent: z.string(),
  /** What the viewer paid or owes for this lot (their order's amount); null when they bought nothing on it. */
  buyerPrice: money.nullable(),
  /** 1 when the viewer's order for this lot is paid. */
  buynowpaid: z.number().int(),
  /** The hint under the bid field in the viewer's language ("Enter US $130.00 or more"); '' when the lot takes no bids. */
  bidMessage: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

export const manifestLineSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  product_name: z.string(),
  /** An imported manifest's Description column ('' when none). */
  description: z.string(),
  category: z.string(),
  part_number: z.string(),
  qty: z.number().int(),
  /** An imported manifest's other columns (UPC, Condition, Unit Retail…), in sheet order; the same names on every line. */
  extra: z.array(z.object({ name: z.string(), value: z.string() })),
});

export const attachmentSchema = z.object({
  id: z.number().int(),
  type: z.enum(['doc', 'xls', 'pdf', 'image']),
  file_name: z.string(),
});

export const softCloseSchema = z.object({
  window_seconds: z.number().int(),
  extension_seconds: z.number().int(),
  cap_seconds: z.number().int(),
});

export const getProductView = defineEndpoint({
  id: 'lots.view',
  method: 'GET',
  base: 'product',
  path: 'view/:id',
  summary: 'A lot with everything its page shows, from the viewer’s point of view (guest or buyer)',
  tags: ['lots'],
  access: 'public',
  params: idParam,
  /** The language of the server-written texts (messages, instructions, FAQ) for a guest; a signed-in viewer gets their own. */
  query: z.object({ language: languageSchema.optional() }),
  response: z.object({
    status: successStatus,
    data: z.object({
      project: projectSchema,
      next_bid: money,
      incrementamt: money,
      bidtopstatus: bidTopStatusSchema,
      isclosed: z.number().int(),
      bid_count: z.number().int(),
      attachmentlist: z.array(attachmentSchema),
      manifest: z.array(manifestLineSchema),
      soft_close: softCloseSchema,
      line_item_count: z.number().int(),
      /** Offered privately to the viewer's buyer group (issue 42): the "Private sale" badge. */
      private_sale: z.boolean().default(false),
      server_time: isoDate,
      // ---- the spec's product view response fields (spec 2 §3 "Product view response") ----
      /** What the bid box starts with: the next bid. */
      boxvalueincrement: money,
      /** The next bid rounded up to whole currency units (the box takes whole units). */
      boxvalueincrementabsolutevalue: money,
      /** The manifest rows, their count and the manifest file ('' when none). */
      csvsresults: z.array(manifestLineSchema),
      csvtlength: z.number().int(),
      csvdata: z.string(),
      faqcontent: z.string(),
      topBidMessage: z.string(),
      bottomBidMessage: z.string(),
      /** The viewer's own maximum (proxy) bid; null when none. Never anyone else's. */
      bidderproxyant: money.nullable(),
      /** 1 when another user of the viewer's company has bid on this lot. */
      cbidnot: z.number().int(),
      /** 1 when another user of the viewer's company leads this lot. */
      companynot: z.number().int(),
      /** 1 when the lot has no manifest rows. */
      isnancsv: z.number().int(),
      /** 1 when the lot is on the viewer's watch list. */
      startwatch: z.number().int(),
      bidinstructcontent: z.string(),
      /** 1 when other display currencies exist; `currenciesavailable` lists their codes. */
      currencyexist: z.number().int(),
      currenciesavailable: z.array(z.string()),
      /** 1 when the viewer has a bulk-bid status file to download for this lot. */
      dwBidStatus: z.number().int(),
    }),
  }),
});
/** `view_new/{id}`: the spec's client calls this when it has no stored token (spec 2 §7); the guest view. */
export const getProductViewGuest = {
  ...getProductView,
  id: 'lots.viewGuest',
  path: 'view_new/:id',
  url: '/api/product/view_new/:id',
  summary: 'A lot as a guest sees it (the spec’s logged-out path)',
};


export const bidHistoryRecordSchema = z.object({
  user_id: z.number().int(),
  /** The bidder's stable anonymous label ("Bidder 3"), or "You" for the viewer. */
  name: z.string(),
  namesec: z.string(),
  user_index: z.number().int(),
  created_at: isoDate,
  /** Null in sealed auctions for other bidders' bids. */
  proposed_amount: money.nullable(),
  formattedCurrency: z.string(),
  line_item_id: z.number().int().nullable(),
});

export const getBidHistory = defineEndpoint({
  id: 'lots.bidHistory',
  method: 'GET',
  base: 'product',
  path: 'view-bidhistory/:id',
  summary: 'Bid history of a lot, newest first, page size 10; bidders under stable anonymous labels',
  tags: ['lots'],
  access: 'public',
  params: idParam,
  query: z.object({
    limit: z.coerce.number().int().min(1).max(50).default(10),
    page: z.coerce.number().int().min(1).default(1),
    line_item_id: z.coerce.number().int().positive().optional(),
  }),
  response: z.object({
    status: successStatus,
    /** The spec names these on the answer (api-notes "Bid history"); the same as in `data`. */
    records: z.array(bidHistoryRecordSchema),
    totalRecords: z.number().int(),
    data: z.object({ records: z.array(bidHistoryRecordSchema), totalRecords: z.number().int(), sealed: z.boolean() }),
  }),
});

export const acceptTerms = defineEndpoint({
  id: 'lots.acceptTerms',
  method: 'POST',
  base: 'product',
  path: 'TermsAccepted',
  summary: 'Record that the buyer accepted the lot’s terms (required before bidding when the lot has terms)',
  tags: ['lots'],
  access: 'buyer',
  body: z.object({ projectid: z.coerce.number().int().positive() }),
  response: z.object({ status: successStatus, msg: z.string() }),
});

export const manifestDownload = defineEndpoint({
  id: 'lots.manifestDownload',
  method: 'GET',
  base: 'product',
  path: 'download-csvdata/:id',
  summary: 'Where to download the lot’s full manifest (counts the download)',
  tags: ['lots'],
  access: 'public',
  params: idParam,
  response: z.object({ status: successStatus, data: z.object({ fileName: z.string(), filePath: z.string() }) }),
});

export const attachmentDownload = defineEndpoint({
  id: 'lots.attachmentDownload',
  method: 'POST',
  base: 'product',
  path: 'downloadupdate',
  summary:
    'Count a download and answer its path: the spec’s payload {projectid} counts the lot’s document (its full manifest, 404 when it has none); with attachment_id (ours), one of its attachments',
  tags: ['lots'],
  access: 'public',
  body: z.object({ projectid: z.coerce.number().int().positive(), attachment_id: z.coerce.number().int().positive().optional() }),
  response: z.object({ status: successStatus, data: z.object({ fileName: z.string(), filePath: z.string() }) }),
});

