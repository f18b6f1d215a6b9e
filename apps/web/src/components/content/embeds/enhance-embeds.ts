// Client behaviour of the markdown embeds (content-and-presentation §5 "Markup syntax"), on the safe HTML the API
// stores (no inline handlers, no scripts):
// - compare: the range input moves the divider (--value), keyboard included;
// - slideshow: the arrows become buttons that scroll the slides;
// - script embeds (CodePen, X, Instagram, Can I use, asciinema, DNS, glob): nothing is fetched from the provider
//   until the reader clicks the placeholder's button, which is on the page and in view; the script then loads once
//   per page; if it cannot load, the placeholder says so and links to the content.
import { EMBED_SCRIPTS, type EmbedScriptKind } from '@reef/core';
import { isScriptEmbed, type EmbedKind } from './embed-kinds';

/** How long a provider script may take before the embed falls back to its link. */
export const EMBED_SCRIPT_TIMEOUT_MS = 15_000;

type ProviderGlobals = {
  __CPEmbed?: (selector?: string) => void;
  twttr?: { widgets?: { load: (element?: Element) => void } };
  instgrm?: { Embeds?: { process: () => void } };
  DNSToolEmbeds?: () => void;
  GlobToolEmbeds?: () => void;
};

const loading = new Map<string, Promise<void>>();

function loadScript(
  src: string,
  parent: Element = document.body,
  attributes: Record<string, string> = {},
): Promise<void> {
  const existing = loading.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    const timer = window.setTimeout(() => reject(new Error('timeout')), EMBED_SCRIPT_TIMEOUT_MS);
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => {
      window.clearTimeout(timer);
      reject(new Error('error'));
    });
    parent.appendChild(script);
  });
  // A failed load may be retried by another click.
  promise.catch(() => loading.delete(src));
  loading.set(src, promise);
  return promise;
}

/** Asks an already loaded provider to render embeds added since. */
function rescan(kind: EmbedScriptKind, element: Element): void {
  const globals = window as unknown as ProviderGlobals;
  if (kind === 'codepen') globals.__CPEmbed?.();
  else if (kind === 'twitter') globals.twttr?.widgets?.load(element.parentElement ?? undefined);
  else if (kind === 'instagram') globals.instgrm?.Embeds?.process();
  else if (kind === 'dns') globals.DNSToolEmbeds?.();
  else if (kind === 'glob') globals.GlobToolEmbeds?.();
}

function firstLink(element: Element): HTMLAnchorElement | null {
  return element.querySelector('a[href^="https://"]');
}

function hostOf(src: string): string {
  return new URL(src).host;
}

async function loadEmbed(kind: EmbedScriptKind, element: HTMLElement): Promise<void> {
  const embed = EMBED_SCRIPTS[kind];
  if (kind === 'asciinema') {
    // The recording's script replaces itself with the player where it stands.
    const id = element.dataset.asciinemaId ?? '';
    if (!/^\d+$/.test(id)) throw new Error('bad id');
    await loadScript(embed.src.replace('{id}', id), element, {
      id: `asciicast-${id}`,
      'data-cols': element.dataset.cols ?? '',
      'data-rows': element.dataset.rows ?? '',
    });
    return;
  }
  const wasLoaded = loading.has(embed.src);
  await loadScript(embed.src);
  if (wasLoaded || kind !== 'caniuse') rescan(kind, element);
}

function addPlaceholder(kind: EmbedScriptKind, element: HTMLElement): () => void {
  const embed = EMBED_SCRIPTS[kind];
  const placeholder = document.createElement('div');
  placeholder.className = 'embed-placeholder';
  placeholder.dataset.embedPlaceholder = kind;
  const text = document.createElement('p');
  text.textContent = `This ${embed.name} embed loads a script from ${hostOf(embed.src.replace('{id}', '0'))}.`;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = `Load the ${embed.name} embed`;
  placeholder.append(text, button);
  element.insertAdjacentElement('afterend', placeholder);

  const handleClick = () => {
    button.disabled = true;
    button.textContent = 'Loading…';
    loadEmbed(kind, element).then(
      () => placeholder.remove(),
      () => {
        const link = firstLink(element);
        placeholder.replaceChildren();
        const message = document.createElement('p');
        message.setAttribute('role', 'status');
        message.textContent = `The ${embed.name} embed could not load.`;
        placeholder.append(message);
        if (link) {
          const fallback = document.createElement('a');
          fallback.href = link.href;
          fallback.rel = 'noopener noreferrer';
          fallback.textContent = `Open it on ${new URL(link.href).host}`;
          placeholder.append(fallback);
        }
        placeholder.dataset.embedFailed = 'true';
      },
    );
  };
  button.addEventListener('click', handleClick);
  return () => {
    button.removeEventListener('click', handleClick);
    placeholder.remove();
  };
}

function enhanceCompare(container: Element): () => void {
  const cleanups: (() => void)[] = [];
  container.querySelectorAll<HTMLInputElement>('input[data-image-compare]').forEach((input) => {
    const frame = input.closest<HTMLElement>('.image-compare');
    if (!frame) return;
    if (!input.hasAttribute('aria-label')) input.setAttribute('aria-label', 'Divider between the two images');
    const update = () => {
      frame.style.setProperty('--value', `${input.value}%`);
      input.setAttribute('aria-valuetext', `${input.value}% of the first image shown`);
    };
    update();
    input.addEventListener('input', update);
    frame.dataset.enhanced = 'true';
    cleanups.push(() => input.removeEventListener('input', update));
  });
  return () => cleanups.forEach((cleanup) => cleanup());
}

function enhanceSlideshow(container: Element): () => void {
  const cleanups: (() => void)[] = [];
  container.querySelectorAll<HTMLElement>('.slideshow').forEach((show) => {
    const slides = show.querySelector<HTMLElement>('.slides');
    if (!slides) return;
    slides.setAttribute('tabindex', '0');
    slides.setAttribute('role', 'group');
    slides.setAttribute('aria-label', 'Slides');
    show.querySelectorAll<HTMLElement>('[data-slideshow-action]').forEach((arrow) => {
      const direction = arrow.dataset.slideshowAction === 'left' ? -1 : 1;
      arrow.setAttribute('role', 'button');
      arrow.setAttribute('tabindex', '0');
      arrow.setAttribute('aria-label', direction < 0 ? 'Previous slide' : 'Next slide');
      const move = () => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        slides.scrollBy({ left: direction * slides.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
      };
      const handleKey = (event: KeyboardEvent) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          move();
        }
      };
      arrow.addEventListener('click', move);
      arrow.addEventListener('keydown', handleKey);
      cleanups.push(() => {
        arrow.removeEventListener('click', move);
        arrow.removeEventListener('keydown', handleKey);
      });
    });
    show.dataset.enhanced = 'true';
  });
  return () => cleanups.forEach((cleanup) => cleanup());
}

/** Makes the embeds of one article body work; returns a cleanup. */
export function enhanceEmbeds(container: Element, kinds: readonly EmbedKind[]): () => void {
  const cleanups: (() => void)[] = [];
  if (kinds.includes('compare')) cleanups.push(enhanceCompare(container));
  if (kinds.includes('slideshow')) cleanups.push(enhanceSlideshow(container));

  for (const kind of kinds) {
    if (!isScriptEmbed(kind)) continue;
    container.querySelectorAll<HTMLElement>(EMBED_SCRIPTS[kind].selector).forEach((element) => {
      cleanups.push(addPlaceholder(kind, element));
    });
  }
  return () => {
    cleanups.forEach((cleanup) => cleanup());
  };
}
