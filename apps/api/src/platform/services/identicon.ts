// Generated avatars served by Reef itself (issue #30, item 13): a member without an uploaded picture gets a
// symmetric 5×5 pattern in a colour of its own, drawn from a hash of their id. No reader's browser asks a third
// party for it (which would tell that party who reads what), and it works offline.

/** The hash in a generated avatar's address: 32 hex digits derived from the member's id only (never the email). */
export const IDENTICON_HASH = /^[0-9a-f]{32}$/;

/**
 * The SVG of one identicon: the first 15 bits choose the cells of the left three columns (mirrored to the right),
 * the next bytes the hue. The same hash always draws the same picture.
 */
export function identiconSvg(hash: string): string {
  if (!IDENTICON_HASH.test(hash)) throw new Error('identiconSvg: not a 32-digit hex hash');
  const bytes = Buffer.from(hash, 'hex');
  const bits = bytes.readUInt16BE(0);
  const hue = Math.round((bytes.readUInt16BE(2) / 0xffff) * 360);
  const cells: string[] = [];
  for (let column = 0; column < 3; column += 1) {
    for (let row = 0; row < 5; row += 1) {
      if (!((bits >> (column * 5 + row)) & 1)) continue;
      cells.push(`M${column} ${row}h1v1h-1z`);
      if (column < 2) cells.push(`M${4 - column} ${row}h1v1h-1z`);
    }
  }
  // An empty pattern would be a blank square: it shows the middle column instead.
  if (cells.length === 0) cells.push('M2 0h1v5h-1z');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="-0.5 -0.5 6 6" width="96" height="96" shape-rendering="crispEdges">' +
    `<rect x="-0.5" y="-0.5" width="6" height="6" fill="hsl(${hue} 40% 94%)"/>` +
    `<path fill="hsl(${hue} 55% 38%)" d="${cells.join('')}"/>` +
    '</svg>'
  );
}
