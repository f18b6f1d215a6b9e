// Spam IPs (and CIDR ranges), spam phrases and permitted domains: the lists behind the spam checks
// (community-app §7), managed by MANAGE_QUESTIONS or MANAGE_COMMENTS (the sidebar's "Spam", §2).
import { permittedDomainResource, spamIpResource, spamPhraseResource } from '@reef/core';
import { asc } from 'drizzle-orm';
import { permittedDomains, spamIps, spamPhrases } from '../../db/schema/index.js';
import {
  containing,
  deleteRecord,
  insertRecord,
  listRecords,
  withUniqueKey,
} from '../../platform/services/records.js';
import { findEntry, SPAM_LISTS } from './service.js';
import { defineAdminApi } from '../../platform/admin/mount.js';
import { msg } from '../../platform/i18n.js';

const iso = (row: { createdAt: Date }) => row.createdAt.toISOString();
const listed = (field: 'domain' | 'ip' | 'phrase') => msg('errors', 'duplicates.listed', { field });

const { permittedDomains: domains, spamIps: ips, spamPhrases: phrases } = SPAM_LISTS;

export const permittedDomainApi = defineAdminApi({
  resource: permittedDomainResource,
  find: (db, _actor, ref) => findEntry(domains.rows(db), permittedDomains, ref.key),
  list: {
    rows: (db, _actor, query) =>
      listRecords(db, domains, {
        ...query,
        where: containing(permittedDomains.domain, query.search),
        orderBy: [asc(permittedDomains.id)],
      }),
    present: async (_db, rows) => rows.map((r) => ({ id: r.id, domain: r.domain, created_at: iso(r) })),
  },
  present: async (_db, r) => ({ id: r.id, domain: r.domain, created_at: iso(r) }),
  create: (db, { permitted_domain: { domain } }) =>
    withUniqueKey(
      () => insertRecord(db, permittedDomains, { domain }),
      listed('domain'),
      'permitted_domain.domain',
    ),
  remove: (db, row) => deleteRecord(db, permittedDomains, row.id, msg('errors', 'missing.entry')),
  title: (entry) => entry.domain,
});

export const spamIpApi = defineAdminApi({
  resource: spamIpResource,
  find: (db, _actor, ref) => findEntry(ips.rows(db), spamIps, ref.key),
  list: {
    rows: (db, _actor, query) =>
      listRecords(db, ips, {
        ...query,
        where: containing(spamIps.ip, query.search),
        orderBy: [asc(spamIps.id)],
      }),
    present: async (_db, rows) => rows.map((r) => ({ id: r.id, ip: r.ip, created_at: iso(r) })),
  },
  present: async (_db, r) => ({ id: r.id, ip: r.ip, created_at: iso(r) }),
  create: (db, { spam_ip: { ip } }) =>
    withUniqueKey(() => insertRecord(db, spamIps, { ip }), listed('ip'), 'spam_ip.ip'),
  remove: (db, row) => deleteRecord(db, spamIps, row.id, msg('errors', 'missing.entry')),
  title: (entry) => entry.ip,
});

export const spamPhraseApi = defineAdminApi({
  resource: spamPhraseResource,
  find: (db, _actor, ref) => findEntry(phrases.rows(db), spamPhrases, ref.key),
  list: {
    rows: (db, _actor, query) =>
      listRecords(db, phrases, {
        ...query,
        where: containing(spamPhrases.phrase, query.search),
        orderBy: [asc(spamPhrases.id)],
      }),
    present: async (_db, rows) => rows.map((r) => ({ id: r.id, phrase: r.phrase, created_at: iso(r) })),
  },
  present: async (_db, r) => ({ id: r.id, phrase: r.phrase, created_at: iso(r) }),
  create: (db, { spam_phrase: { phrase } }) =>
    withUniqueKey(() => insertRecord(db, spamPhrases, { phrase }), listed('phrase'), 'spam_phrase.phrase'),
  remove: (db, row) => deleteRecord(db, spamPhrases, row.id, msg('errors', 'missing.entry')),
  title: (entry) => entry.phrase,
});
