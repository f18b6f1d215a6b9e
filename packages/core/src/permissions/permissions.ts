import {
  ALL_PERMISSIONS_BITS,
  PERMISSION_FLAG_NAMES,
  PermissionFlags,
  isPermissionFlag,
  type PermissionFlag,
} from './flags.js';

/** Anything `Permissions` can be built from. */
export type PermissionsResolvable =
  number | bigint | string | PermissionFlag | Permissions | readonly PermissionsResolvable[];

/** Per-flag boolean map, the JSON form of a permission set. */
export type PermissionsMap = Record<PermissionFlag, boolean>;

/** Message raised for any value that is not a valid bitfield (community-app §8). */
export const INVALID_PERMISSIONS_MESSAGE = 'Invalid bit value given for Permissions';

function invalid(): never {
  throw new Error(INVALID_PERMISSIONS_MESSAGE);
}

function resolveBits(value: PermissionsResolvable): number {
  if (value instanceof Permissions) return value.bits;
  if (Array.isArray(value)) {
    return (value as readonly PermissionsResolvable[]).reduce<number>(
      (bits, item) => bits | resolveBits(item),
      0,
    );
  }
  if (typeof value === 'bigint') {
    if (value < 0n || value > BigInt(ALL_PERMISSIONS_BITS)) invalid();
    return Number(value);
  }
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0 || value > ALL_PERMISSIONS_BITS) invalid();
    return value;
  }
  if (typeof value === 'string') {
    if (isPermissionFlag(value)) return 2 ** PermissionFlags[value];
    // Decimal strings only: "0x10", "1e3", " 5" or "" are not a bitfield.
    if (!/^\d+$/.test(value)) invalid();
    return resolveBits(BigInt(value));
  }
  return invalid();
}

/**
 * The 25-flag permission bitfield carried in the sign-in token (community-app §6).
 * Immutable: `add` and `remove` return a new set.
 */
export class Permissions {
  /** The raw bitfield (0 to 2^25 - 1). */
  readonly bits: number;

  constructor(value: PermissionsResolvable = 0) {
    this.bits = resolveBits(value);
  }

  /** Build a permission set from any resolvable value; throws on garbage. */
  static from(value: PermissionsResolvable = 0): Permissions {
    return new Permissions(value);
  }

  /** Resolve a value to its raw bitfield without building a set; throws on garbage. */
  static resolve(value: PermissionsResolvable): number {
    return resolveBits(value);
  }

  /** Whether both sets hold exactly the same flags. */
  equals(other: PermissionsResolvable): boolean {
    return this.bits === resolveBits(other);
  }

  /**
   * Whether every given flag is set. ADMINISTRATOR implies all flags unless `checkAdmin` is false.
   */
  has(flags: PermissionsResolvable, checkAdmin = true): boolean {
    if (checkAdmin && this.hasBit(PermissionFlags.ADMINISTRATOR)) return true;
    const wanted = resolveBits(flags);
    return (this.bits & wanted) === wanted;
  }

  /** Whether at least one given flag is set (ADMINISTRATOR implies all unless `checkAdmin` is false). */
  hasAny(flags: PermissionsResolvable, checkAdmin = true): boolean {
    if (checkAdmin && this.hasBit(PermissionFlags.ADMINISTRATOR)) return true;
    return (this.bits & resolveBits(flags)) !== 0;
  }

  /** A new set with the given flags added. */
  add(...flags: PermissionsResolvable[]): Permissions {
    return new Permissions(this.bits | resolveBits(flags));
  }

  /** A new set with the given flags removed. */
  remove(...flags: PermissionsResolvable[]): Permissions {
    return new Permissions(this.bits & ~resolveBits(flags) & ALL_PERMISSIONS_BITS);
  }

  /** Names of the flags actually set (ADMINISTRATOR is not expanded). */
  toArray(): PermissionFlag[] {
    return PERMISSION_FLAG_NAMES.filter((flag) => this.hasBit(PermissionFlags[flag]));
  }

  /** Per-flag boolean map of the flags actually set. */
  toMap(): PermissionsMap {
    const map = {} as PermissionsMap;
    for (const flag of PERMISSION_FLAG_NAMES) map[flag] = this.hasBit(PermissionFlags[flag]);
    return map;
  }

  /** JSON form: the per-flag boolean map (community-app §6). */
  toJSON(): PermissionsMap {
    return this.toMap();
  }

  /** Decimal string of the bitfield, the token's wire format. */
  toString(): string {
    return String(this.bits);
  }

  /** The raw bitfield, so sets compare and sort numerically. */
  valueOf(): number {
    return this.bits;
  }

  private hasBit(position: number): boolean {
    return (this.bits & (2 ** position)) !== 0;
  }
}
