// spec: content-and-presentation §9 and community-app §9.

/** Breakpoints in px (min widths). */
export const BREAKPOINTS = { xs: 320, sm: 375, md: 425, lg: 768, xl: 1024, xl2: 1220, xl3: 1440 } as const;
/** A breakpoint name. */
export type Breakpoint = keyof typeof BREAKPOINTS;
/** Hover menus apply above this width (wide-screen header). */
export const WIDE_HEADER_BREAKPOINT_PX = 1023;
/** Markdown styles break at these widths. */
export const MARKDOWN_BREAKPOINTS = { phone: 375, tablet: 768 } as const;

/** Container max width. */
export const CONTAINER_MAX_WIDTH_PX = 1088;
/** Container max width of the inner variant. */
export const CONTAINER_INNER_MAX_WIDTH_PX = 864;
/** Call-to-action content max width. */
export const CTA_CONTENT_MAX_WIDTH_PX = 416;
/** Section padding, and medium sections' padding at lg and above. */
export const SECTION_PADDING_PX = 80;
/** Padding of medium sections at the lg breakpoint and above. */
export const SECTION_PADDING_MEDIUM_LG_PX = 128;
/** Grid columns by default. */
export const GRID_DEFAULT_COLUMNS = 12;

/** Logo default size. */
export const LOGO_DEFAULT_SIZE_PX = 32;
/** Logo icon size (80x144). */
export const LOGO_ICON_SIZE_PX = { width: 80, height: 144 } as const;

/** Card image sizes; 3col by default. */
export const CARD_IMAGE_SIZES = ['2col', '3col'] as const;
/** A card image size. */
export type CardImageSize = (typeof CARD_IMAGE_SIZES)[number];
/** Default card image size. */
export const CARD_IMAGE_DEFAULT_SIZE: CardImageSize = '3col';
/**
 * Card image aspect ratios as height:width, as the spec writes them (158:272 by default, 304:528
 * for 2col and 198:342 for 3col on large screens).
 */
export const CARD_IMAGE_ASPECT_RATIOS = {
  default: { height: 158, width: 272 },
  '2col': { height: 304, width: 528 },
  '3col': { height: 198, width: 342 },
} as const;
/** Image loading values. */
export const IMAGE_LOADING = ['lazy', 'eager'] as const;

/** Toast container max width. */
export const TOAST_MAX_WIDTH_PX = 256;
/** Admin sidebar width at the xl breakpoint. */
export const ADMIN_SIDEBAR_WIDTH_PX = 200;
/** Side offset on wide screens when the community admin bar shows. */
export const ADMIN_BAR_OFFSET_PX = 200;
/** Notification panel width. */
export const NOTIFICATION_PANEL_WIDTH_PX = 500;
/** Header action menu width. */
export const ACTION_MENU_WIDTH_PX = 220;
