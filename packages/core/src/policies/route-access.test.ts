import { describe, expect, it } from 'vitest';
import { routeAccess } from './route-access.js';

describe('routeAccess', () => {
  it('derives who may reach a route from the rules table', () => {
    expect(routeAccess('create', 'question')).toEqual({
      auth: 'permission',
      anyOf: ['CREATE_QUESTIONS', 'MANAGE_QUESTIONS'],
    });
    expect(routeAccess('update', 'tutorial')).toEqual({ auth: 'owner' });
    expect(routeAccess('update', 'tag')).toEqual({ auth: 'permission', anyOf: ['MANAGE_TAGS'] });
    expect(routeAccess('create', 'upvote')).toEqual({ auth: 'member' });
    expect(routeAccess('read', 'spam_list')).toEqual({
      auth: 'permission',
      anyOf: ['MANAGE_QUESTIONS', 'MANAGE_COMMENTS'],
    });
    expect(routeAccess('read', 'question')).toEqual({ auth: 'public' });
  });
});
