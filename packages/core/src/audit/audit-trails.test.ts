import { describe, expect, it } from 'vitest';
import type { PermissionFlag } from '../permissions/flags.js';
import { Permissions } from '../permissions/permissions.js';
import { AUDIT_VERBS } from './audit-actions.js';
import {
  AUDIT_TRAILS,
  auditChanges,
  auditTrailReaders,
  canReadAuditLog,
  canReadAuditTrail,
} from './audit-trails.js';

const actor = (...flags: PermissionFlag[]) => ({
  id: 1,
  slug: 'moderator',
  permissions: Permissions.from(flags),
});

describe('audit trails', () => {
  it('every trail gathers audit subjects of the closed list and has managers who read it', () => {
    for (const [name, trail] of Object.entries(AUDIT_TRAILS)) {
      for (const subject of trail.subjects) expect(Object.keys(AUDIT_VERBS)).toContain(subject);
      expect(auditTrailReaders(name as keyof typeof AUDIT_TRAILS).length, name).toBeGreaterThan(0);
    }
  });

  it('the managers of a type read its trails; the whole log is for ADMINISTRATOR', () => {
    expect(canReadAuditTrail(actor('MANAGE_USERS'), 'user')).toBe(true);
    expect(canReadAuditTrail(actor('MANAGE_TAGS'), 'user')).toBe(false);
    expect(canReadAuditTrail(actor('MANAGE_COMMENTS'), 'spam_ip')).toBe(true);
    expect(canReadAuditTrail(null, 'tag')).toBe(false);
    expect(canReadAuditLog(actor('MANAGE_USERS'))).toBe(false);
    expect(canReadAuditLog(actor('ADMINISTRATOR'))).toBe(true);
  });
});

describe('auditChanges: a diff of the changed fields', () => {
  it('lists the fields whose value changed, without updatedAt', () => {
    expect(
      auditChanges(
        { name: 'a', state: 'active', tags: ['x'], updatedAt: '1' },
        { name: 'a', state: 'disabled', tags: ['x', 'y'], updatedAt: '2' },
      ),
    ).toEqual([
      { field: 'state', before: 'active', after: 'disabled' },
      { field: 'tags', before: ['x'], after: ['x', 'y'] },
    ]);
  });

  it('a creation lists every field of after; a deletion every field of before', () => {
    expect(auditChanges(null, { name: 'new' })).toEqual([{ field: 'name', before: null, after: 'new' }]);
    expect(auditChanges({ name: 'old' }, null)).toEqual([{ field: 'name', before: 'old', after: null }]);
    expect(auditChanges(null, null)).toEqual([]);
  });

  it('values that are not objects compare as one field', () => {
    expect(auditChanges('a', 'b')).toEqual([{ field: 'value', before: 'a', after: 'b' }]);
    expect(auditChanges([1], [1])).toEqual([]);
  });
});
