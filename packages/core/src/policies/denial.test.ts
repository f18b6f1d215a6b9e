import { describe, expect, it } from 'vitest';
import { DEFAULT_MEMBER_PERMISSIONS } from '../permissions/presets.js';
import { Permissions } from '../permissions/permissions.js';
import { denialOf, flagsFor } from './denial.js';

const member = { id: 7, slug: 'sam', permissions: DEFAULT_MEMBER_PERMISSIONS };
const writer = { id: 8, slug: 'ada', permissions: DEFAULT_MEMBER_PERMISSIONS.add('CREATE_TUTORIALS') };
const muted = { id: 9, slug: 'mute', permissions: Permissions.from([]) };

describe('denialOf: why a rule says no (what a create page tells a member instead of failing on save)', () => {
  it('"CREATE_TUTORIALS: Create tutorials": a member without it is told the flags that would allow it', () => {
    expect(denialOf(member, 'create', { type: 'tutorial' })).toEqual({
      reason: 'missing-permission',
      anyOf: ['CREATE_TUTORIALS', 'MANAGE_TUTORIALS'],
    });
    expect(denialOf(writer, 'create', { type: 'tutorial' })).toBeNull();
  });

  it('a visitor is asked to sign in when members could', () => {
    expect(denialOf(null, 'create', { type: 'question' })).toEqual({ reason: 'signed-out' });
    expect(denialOf(null, 'create', { type: 'upvote' })).toEqual({ reason: 'signed-out' });
  });

  it('a member whose CREATE_QUESTIONS was taken away is told so', () => {
    expect(denialOf(muted, 'create', { type: 'question' })).toEqual({
      reason: 'missing-permission',
      anyOf: ['CREATE_QUESTIONS', 'MANAGE_QUESTIONS'],
    });
  });

  it('editing someone else\u2019s tutorial needs MANAGE_TUTORIALS; types only managers create name the managers', () => {
    expect(denialOf(writer, 'update', { type: 'tutorial', ownerId: 1, status: 'published' })).toEqual({
      reason: 'missing-permission',
      anyOf: ['MANAGE_TUTORIALS'],
    });
    expect(denialOf(writer, 'update', { type: 'tutorial', ownerId: writer.id, status: 'draft' })).toBeNull();
    expect(flagsFor('create', { type: 'tag' })).toEqual(['MANAGE_TAGS']);
  });

  it('"VIEW_TUTORIALS: See all tutorials regardless of state" opens reading a draft, not editing it', () => {
    expect(flagsFor('read', { type: 'tutorial' })).toEqual(['MANAGE_TUTORIALS', 'VIEW_TUTORIALS']);
    expect(flagsFor('update', { type: 'tutorial' })).toEqual(['MANAGE_TUTORIALS']);
  });

  it('nothing to grant: no flag moves a type without managers', () => {
    expect(denialOf(member, 'update', { type: 'upvote', ownerId: 1 })).toEqual({ reason: 'not-allowed' });
  });
});
