// The audit log's words in the page's language (issue #31, item 1).
import { describe, expect, it } from 'vitest';
import { describeAuditAction } from './audit-format';
import { auditLogWordsIn } from './audit-words';

describe('audit words', () => {
  it('says an action in English as before, and in German with the German verb', () => {
    expect(describeAuditAction('user.disable', auditLogWordsIn('en'))).toBe('Disabled user');
    expect(describeAuditAction('user_group.create', auditLogWordsIn('en'))).toBe('Created user group');
    expect(describeAuditAction('user.disable', auditLogWordsIn('de'))).toBe('Deaktiviert: user');
    expect(auditLogWordsIn('de').title).toBe('Audit-Log');
  });
});
