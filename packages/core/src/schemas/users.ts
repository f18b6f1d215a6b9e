// Users, sign-in and the session payloads.
import { z } from './zod.js';
import {
  GITHUB_HANDLE_PATTERN,
  INVALID_GITHUB_HANDLE_MESSAGE,
  INVALID_TWITTER_HANDLE_MESSAGE,
  TWITTER_HANDLE_PATTERN,
} from '../social/handles.js';
import { INVALID_PERMISSIONS_MESSAGE } from '../permissions/permissions.js';
import { abilities, paginated, timestamp } from './common.js';
import { LANGUAGES, USER_STATES } from '../content/types.js';
import { REFCODE_PATTERN } from '../referrals/referrals.js';

/** A referral code carried to registration (`?refcode=`). */
export const referralCode = z
  .string()
  .trim()
  .regex(REFCODE_PATTERN, 'Referral codes are 1 to 64 letters, digits, dashes or underscores');

/** Usernames: letters, digits, dot, dash and underscore (mentions end at whitespace). */
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,38}$/;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

export const username = z
  .string()
  .trim()
  .regex(
    USERNAME_PATTERN,
    'Usernames are 2 to 39 letters, digits, dots, dashes or underscores and start with a letter or digit',
  );
export const email = z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid email address'));
export const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Passwords have at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH);

// spec: content-and-presentation §5, social handles (patterns and messages from ../social).
export const twitterHandle = z.string().regex(TWITTER_HANDLE_PATTERN, INVALID_TWITTER_HANDLE_MESSAGE);
export const githubHandle = z.string().regex(GITHUB_HANDLE_PATTERN, INVALID_GITHUB_HANDLE_MESSAGE);

/** A user as shown next to content. */
export const userSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  username: z.string(),
  first_name: z.string().nullable(),
  gravatar: z.string(),
  /** The member's uploaded avatar: a path on the API (`/content/v1/users/{slug}/avatar?v=…`), or null. */
  avatar_url: z.string().nullable().optional(),
});
export type UserSummary = z.infer<typeof userSummary>;

/** A user profile; private fields are present for the member themself and for MANAGE_USERS. */
export const userResponse = userSummary.extend({
  last_name: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  company: z.string().nullable(),
  website_url: z.string().nullable(),
  twitter_handle: z.string().nullable(),
  github_handle: z.string().nullable(),
  created_at: timestamp,
  email: z.string().optional(),
  /** Decimal string of the effective permissions bitfield. */
  permissions: z.string().optional(),
  /** The member's own flags, without what their groups add (decimal bitfield; private view only). */
  own_permissions: z.string().optional(),
  groups: z.array(z.string()).optional(),
  state: z.enum(USER_STATES).optional(),
  has_seen_registration_at: timestamp.nullable().optional(),
  /** The member's interface language (private view only): their emails, the API's messages and pages use it. */
  language: z.string().optional(),
  abilities: abilities.optional(),
});
export type UserResponse = z.infer<typeof userResponse>;

export const userList = paginated(userResponse);

/** `PATCH /v1/users/{slug}` body. `state` and `permissions` need MANAGE_USERS. */
export const userUpdateBody = z.object({
  user: z
    .object({
      username: username.optional(),
      email: email.optional(),
      first_name: z.string().trim().max(100).nullable().optional(),
      last_name: z.string().trim().max(100).nullable().optional(),
      bio: z.string().trim().max(2000).nullable().optional(),
      location: z.string().trim().max(200).nullable().optional(),
      company: z.string().trim().max(200).nullable().optional(),
      website_url: z
        .url({ protocol: /^https?$/, error: 'Enter a full web address starting with https:// or http://' })
        .max(500)
        .nullable()
        .optional(),
      twitter_handle: twitterHandle.nullable().optional(),
      github_handle: githubHandle.nullable().optional(),
      /** The interface language the member chose (issue #31: "members choose a language in settings"). */
      language: z.enum(LANGUAGES).optional(),
      /** `true` (or a date) records that the welcome dialog was seen (spec: community-app §4). */
      has_seen_registration_at: z
        .union([z.literal(true), z.iso.datetime({ offset: true })])
        .nullable()
        .optional(),
      permissions: z.string().regex(/^\d+$/, INVALID_PERMISSIONS_MESSAGE).optional(),
      state: z.enum(USER_STATES).optional(),
    })
    .strict(),
  /**
   * The member's current password, needed when they change their own `email` (an account without a password:
   * a sign-in of the last minutes instead). The new address is confirmed by an emailed link before it is used.
   */
  current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH).optional(),
});
export type UserUpdateBody = z.infer<typeof userUpdateBody>;

/** Largest avatar upload, in bytes (before it is re-encoded to a small square). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** `PUT /v1/users/{slug}/avatar` body: the image file, base64-encoded (PNG, JPEG, WebP or GIF). */
export const avatarUploadBody = z.object({
  avatar: z.object({
    data: z
      .string()
      .max(Math.ceil(AVATAR_MAX_BYTES / 3) * 4, 'The image is larger than 2 MB')
      .pipe(z.base64('The image could not be read')),
  }),
});
export type AvatarUploadBody = z.infer<typeof avatarUploadBody>;

/** `POST /v1/auth/register` body. */
export const registerBody = z.object({ email, username, password, refcode: referralCode.optional() });
export type RegisterBody = z.infer<typeof registerBody>;

/** `GET /v1/users/{slug}/referrals`: the member's referral code and how many signed up through it. */
export const referralSummaryResponse = z.object({
  referral_code: z.string(),
  signups_count: z.number().int(),
});
export type ReferralSummaryResponse = z.infer<typeof referralSummaryResponse>;

/** `POST /v1/auth/login` body. */
export const loginBody = z.object({
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBody>;

/** `{ jwt, user }` of sign-in and registration. */
export const sessionResponse = z.object({
  jwt: z.string(),
  expiration: z.number().int(),
  user: userResponse,
});
export type SessionResponse = z.infer<typeof sessionResponse>;

/** `POST /v1/refresh` response. */
export const refreshResponse = z.object({ jwt: z.string(), expiration: z.number().int() });

/** `POST /v1/header`: what the header needs for the signed-in member. */
export const headerResponse = z.object({
  user: userResponse.nullable(),
  unread_notifications_count: z.number().int(),
  show_admin_bar: z.boolean(),
});

/** `POST /v1/search/users` body: the search object itself. */
export const userSearchBody = z.object({
  search: z.string().trim().max(200).default(''),
  state: z.enum(USER_STATES).optional(),
  page: z.number().int().min(0).default(1),
  limit: z.number().int().min(1).max(1000).default(20),
});

/** `POST /v1/users/{slug}/spam_all` response: how many items moved to spam. */
export const spamAllResponse = z.object({
  user: userResponse,
  questions: z.number().int(),
  comments: z.number().int(),
  tutorials: z.number().int(),
});
