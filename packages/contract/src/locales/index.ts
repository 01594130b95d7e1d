import type { Language } from '../common.js';
import { lookUp } from './lookup.js';
import en from './en/common.json' with { type: 'json' };
import enLots from './en/lots.json' with { type: 'json' };
import enAccess from './en/access.json' with { type: 'json' };
import zh from './zh-CN/common.json' with { type: 'json' };
import zhLots from './zh-CN/lots.json' with { type: 'json' };
import zhAccess from './zh-CN/access.json' with { type: 'json' };
import fr from './fr/common.json' with { type: 'json' };
import frLots from './fr/lots.json' with { type: 'json' };
import frAccess from './fr/access.json' with { type: 'json' };
import es from './es/common.json' with { type: 'json' };
import esLots from './es/lots.json' with { type: 'json' };
import esAccess from './es/access.json' with { type: 'json' };
import pt from './pt-PT/common.json' with { type: 'json' };
import ptLots from './pt-PT/lots.json' with { type: 'json' };
import ptAccess from './pt-PT/access.json' with { type: 'json' };
import ptBR from './pt-BR/common.json' with { type: 'json' };
import ptBRLots from './pt-BR/lots.json' with { type: 'json' };
import ptBRAccess from './pt-BR/access.json' with { type: 'json' };
import de from './de/common.json' with { type: 'json' };
import deLots from './de/lots.json' with { type: 'json' };
import deAccess from './de/access.json' with { type: 'json' };
import enTx from './en/transactions-api.json' with { type: 'json' };
import zhTx from './zh-CN/transactions-api.json' with { type: 'json' };
import frTx from './fr/transactions-api.json' with { type: 'json' };
import esTx from './es/transactions-api.json' with { type: 'json' };
import ptTx from './pt-PT/transactions-api.json' with { type: 'json' };
import ptBRTx from './pt-BR/transactions-api.json' with { type: 'json' };
import deTx from './de/transactions-api.json' with { type: 'json' };
import enTxWeb from './en/transactions.json' with { type: 'json' };
import zhTxWeb from './zh-CN/transactions.json' with { type: 'json' };
import frTxWeb from './fr/transactions.json' with { type: 'json' };
import esTxWeb from './es/transactions.json' with { type: 'json' };
import ptTxWeb from './pt-PT/transactions.json' with { type: 'json' };
import ptBRTxWeb from './pt-BR/transactions.json' with { type: 'json' };
import deTxWeb from './de/transactions.json' with { type: 'json' };
import enSecurity from './en/security.json' with { type: 'json' };
import zhSecurity from './zh-CN/security.json' with { type: 'json' };
import frSecurity from './fr/security.json' with { type: 'json' };
import esSecurity from './es/security.json' with { type: 'json' };
import ptSecurity from './pt-PT/security.json' with { type: 'json' };
import ptBRSecurity from './pt-BR/security.json' with { type: 'json' };
import deSecurity from './de/security.json' with { type: 'json' };

import enAccount from './en/account.json' with { type: 'json' };
import zhAccount from './zh-CN/account.json' with { type: 'json' };
import frAccount from './fr/account.json' with { type: 'json' };
import esAccount from './es/account.json' with { type: 'json' };
import ptAccount from './pt-PT/account.json' with { type: 'json' };
import ptBRAccount from './pt-BR/account.json' with { type: 'json' };
import deAccount from './de/account.json' with { type: 'json' };

// The operator console's text: kept apart from `catalogues` so buyers never download it
// (the web console lazy-loads the same files).
import enConsole from './en/console.json' with { type: 'json' };
import enConsoleLots from './en/console-lots.json' with { type: 'json' };
import enConsoleManifest from './en/console-manifest.json' with { type: 'json' };
import enConsoleAccounts from './en/console-accounts.json' with { type: 'json' };
import enConsoleSales from './en/console-sales.json' with { type: 'json' };
import enConsoleContent from './en/console-content.json' with { type: 'json' };
import zhCNConsole from './zh-CN/console.json' with { type: 'json' };
import zhCNConsoleLots from './zh-CN/console-lots.json' with { type: 'json' };
import zhCNConsoleManifest from './zh-CN/console-manifest.json' with { type: 'json' };
import zhCNConsoleAccounts from './zh-CN/console-accounts.json' with { type: 'json' };
import zhCNConsoleSales from './zh-CN/console-sales.json' with { type: 'json' };
import zhCNConsoleContent from './zh-CN/console-content.json' with { type: 'json' };
import frConsole from './fr/console.json' with { type: 'json' };
import frConsoleLots from './fr/console-lots.json' with { type: 'json' };
import frConsoleManifest from './fr/console-manifest.json' with { type: 'json' };
import frConsoleAccounts from './fr/console-accounts.json' with { type: 'json' };
import frConsoleSales from './fr/console-sales.json' with { type: 'json' };
import frConsoleContent from './fr/console-content.json' with { type: 'json' };
import esConsole from './es/console.json' with { type: 'json' };
import esConsoleLots from './es/console-lots.json' with { type: 'json' };
import esConsoleManifest from './es/console-manifest.json' with { type: 'json' };
import esConsoleAccounts from './es/console-accounts.json' with { type: 'json' };
import esConsoleSales from './es/console-sales.json' with { type: 'json' };
import esConsoleContent from './es/console-content.json' with { type: 'json' };
import ptPTConsole from './pt-PT/console.json' with { type: 'json' };
import ptPTConsoleLots from './pt-PT/console-lots.json' with { type: 'json' };
import ptPTConsoleManifest from './pt-PT/console-manifest.json' with { type: 'json' };
import ptPTConsoleAccounts from './pt-PT/console-accounts.json' with { type: 'json' };
import ptPTConsoleSales from './pt-PT/console-sales.json' with { type: 'json' };
import ptPTConsoleContent from './pt-PT/console-content.json' with { type: 'json' };
import ptBRConsole from './pt-BR/console.json' with { type: 'json' };
import ptBRConsoleLots from './pt-BR/console-lots.json' with { type: 'json' };
import ptBRConsoleManifest from './pt-BR/console-manifest.json' with { type: 'json' };
import ptBRConsoleAccounts from './pt-BR/console-accounts.json' with { type: 'json' };
import ptBRConsoleSales from './pt-BR/console-sales.json' with { type: 'json' };
import ptBRConsoleContent from './pt-BR/console-content.json' with { type: 'json' };
import deConsole from './de/console.json' with { type: 'json' };
import deConsoleLots from './de/console-lots.json' with { type: 'json' };
import deConsoleManifest from './de/console-manifest.json' with { type: 'json' };
import deConsoleAccounts from './de/console-accounts.json' with { type: 'json' };
import deConsoleSales from './de/console-sales.json' with { type: 'json' };
import deConsoleContent from './de/console-content.json' with { type: 'json' };
import searchen from './en/search.json' with { type: 'json' };
import searchzhCN from './zh-CN/search.json' with { type: 'json' };
import searchfr from './fr/search.json' with { type: 'json' };
import searches from './es/search.json' with { type: 'json' };
import searchptPT from './pt-PT/search.json' with { type: 'json' };
import searchptBR from './pt-BR/search.json' with { type: 'json' };
import searchde from './de/search.json' with { type: 'json' };
import enConsoleBuyerGroups from './en/console-buyer-groups.json' with { type: 'json' };
import enBuyerGroups from './en/buyer-groups.json' with { type: 'json' };
import zhCNConsoleBuyerGroups from './zh-CN/console-buyer-groups.json' with { type: 'json' };
import zhCNBuyerGroups from './zh-CN/buyer-groups.json' with { type: 'json' };
import frConsoleBuyerGroups from './fr/console-buyer-groups.json' with { type: 'json' };
import frBuyerGroups from './fr/buyer-groups.json' with { type: 'json' };
import esConsoleBuyerGroups from './es/console-buyer-groups.json' with { type: 'json' };
import esBuyerGroups from './es/buyer-groups.json' with { type: 'json' };
import ptPTConsoleBuyerGroups from './pt-PT/console-buyer-groups.json' with { type: 'json' };
import ptPTBuyerGroups from './pt-PT/buyer-groups.json' with { type: 'json' };
import ptBRConsoleBuyerGroups from './pt-BR/console-buyer-groups.json' with { type: 'json' };
import ptBRBuyerGroups from './pt-BR/buyer-groups.json' with { type: 'json' };
import deConsoleBuyerGroups from './de/console-buyer-groups.json' with { type: 'json' };
import deBuyerGroups from './de/buyer-groups.json' with { type: 'json' };
import enSoldPrices from './en/sold-prices.json' with { type: 'json' };
import enConsoleReports from './en/console-reports.json' with { type: 'json' };
import zhCNSoldPrices from './zh-CN/sold-prices.json' with { type: 'json' };
import zhCNConsoleReports from './zh-CN/console-reports.json' with { type: 'json' };
import frSoldPrices from './fr/sold-prices.json' with { type: 'json' };
import frConsoleReports from './fr/console-reports.json' with { type: 'json' };
import esSoldPrices from './es/sold-prices.json' with { type: 'json' };
import esConsoleReports from './es/console-reports.json' with { type: 'json' };
import ptPTSoldPrices from './pt-PT/sold-prices.json' with { type: 'json' };
import ptPTConsoleReports from './pt-PT/console-reports.json' with { type: 'json' };
import ptBRSoldPrices from './pt-BR/sold-prices.json' with { type: 'json' };
import ptBRConsoleReports from './pt-BR/console-reports.json' with { type: 'json' };
import deSoldPrices from './de/sold-prices.json' with { type: 'json' };
import deConsoleReports from './de/console-reports.json' with { type: 'json' };
import enConsoleBulk from './en/console-bulk.json' with { type: 'json' };
import zhCNConsoleBulk from './zh-CN/console-bulk.json' with { type: 'json' };
import frConsoleBulk from './fr/console-bulk.json' with { type: 'json' };
import esConsoleBulk from './es/console-bulk.json' with { type: 'json' };
import ptPTConsoleBulk from './pt-PT/console-bulk.json' with { type: 'json' };
import ptBRConsoleBulk from './pt-BR/console-bulk.json' with { type: 'json' };
import deConsoleBulk from './de/console-bulk.json' with { type: 'json' };
export type Catalogue = Record<string, string>;

export const consoleCatalogues: Record<Language, Catalogue> = {
  English: { ...enConsole, ...enConsoleLots, ...enConsoleManifest, ...enConsoleAccounts, ...enConsoleSales, ...enConsoleContent, ...enConsoleBuyerGroups, ...enConsoleReports, ...enConsoleBulk },
  Mandarin: { ...zhCNConsole, ...zhCNConsoleLots, ...zhCNConsoleManifest, ...zhCNConsoleAccounts, ...zhCNConsoleSales, ...zhCNConsoleContent, ...zhCNConsoleBuyerGroups, ...zhCNConsoleReports, ...zhCNConsoleBulk },
  French: { ...frConsole, ...frConsoleLots, ...frConsoleManifest, ...frConsoleAccounts, ...frConsoleSales, ...frConsoleContent, ...frConsoleBuyerGroups, ...frConsoleReports, ...frConsoleBulk },
  Spanish: { ...esConsole, ...esConsoleLots, ...esConsoleManifest, ...esConsoleAccounts, ...esConsoleSales, ...esConsoleContent, ...esConsoleBuyerGroups, ...esConsoleReports, ...esConsoleBulk },
  Portugese: { ...ptPTConsole, ...ptPTConsoleLots, ...ptPTConsoleManifest, ...ptPTConsoleAccounts, ...ptPTConsoleSales, ...ptPTConsoleContent, ...ptPTConsoleBuyerGroups, ...ptPTConsoleReports, ...ptPTConsoleBulk },
  BrazilPortugese: { ...ptBRConsole, ...ptBRConsoleLots, ...ptBRConsoleManifest, ...ptBRConsoleAccounts, ...ptBRConsoleSales, ...ptBRConsoleContent, ...ptBRConsoleBuyerGroups, ...ptBRConsoleReports, ...ptBRConsoleBulk },
  German: { ...deConsole, ...deConsoleLots, ...deConsoleManifest, ...deConsoleAccounts, ...deConsoleSales, ...deConsoleContent, ...deConsoleBuyerGroups, ...deConsoleReports, ...deConsoleBulk },
};

/**
 * The bundled interface text of each language: flat `key → text` maps, one file per
 * area (`common.json` for the shell, `lots.json` for lot pages and bidding). The web
 * app ships them as fallbacks; the API serves them (with operator overrides)
 * from getLangPhrases and uses them to render emails.
 */
export const catalogues: Record<Language, Catalogue> = {
  English: { ...en, ...enLots, ...enAccess, ...enTx, ...enTxWeb, ...enSecurity, ...enAccount, ...enBuyerGroups, ...enSoldPrices },
  Mandarin: { ...zh, ...zhLots, ...zhAccess, ...zhTx, ...zhTxWeb, ...zhSecurity, ...zhAccount, ...zhCNBuyerGroups, ...zhCNSoldPrices },
  French: { ...fr, ...frLots, ...frAccess, ...frTx, ...frTxWeb, ...frSecurity, ...frAccount, ...frBuyerGroups, ...frSoldPrices },
  Spanish: { ...es, ...esLots, ...esAccess, ...esTx, ...esTxWeb, ...esSecurity, ...esAccount, ...esBuyerGroups, ...esSoldPrices },
  Portugese: { ...pt, ...ptLots, ...ptAccess, ...ptTx, ...ptTxWeb, ...ptSecurity, ...ptAccount, ...ptPTBuyerGroups, ...ptPTSoldPrices },
  BrazilPortugese: { ...ptBR, ...ptBRLots, ...ptBRAccess, ...ptBRTx, ...ptBRTxWeb, ...ptBRSecurity, ...ptBRAccount, ...ptBRBuyerGroups, ...ptBRSoldPrices },
  German: { ...de, ...deLots, ...deAccess, ...deTx, ...deTxWeb, ...deSecurity, ...deAccount, ...deBuyerGroups, ...deSoldPrices },
};

/**
 * The search and landing screens' text (`search.json`: banners, filters), which the web app
 * bundles but the API's phrases do not carry; the API uses it for the landing page's first
 * screen in the served HTML.
 */
export const searchCatalogues: Record<Language, Catalogue> = {
  English: searchen,
  Mandarin: searchzhCN,
  French: searchfr,
  Spanish: searches,
  Portugese: searchptPT,
  BrazilPortugese: searchptBR,
  German: searchde,
};

/**
 * A key's text as the web app shows it (`lookUp`: the language, then English): the API's phrases
 * of the language (operator overrides) first, then its bundled `catalogues` and `searchCatalogues`.
 */
export const bundledText = (key: string, language: Language, phrases: Catalogue): string | undefined =>
  lookUp<Language, string>(language, 'English', (l) => (l === language ? phrases[key] : undefined) ?? catalogues[l][key] ?? searchCatalogues[l][key]);
