/**
 * Third-party embeds (SPEC §5 allowed providers): which provider a URL or pasted embed code belongs
 * to, and the player address we load after consent. The privacy-friendly hosts are chosen here:
 * youtube-nocookie.com, Vimeo with do-not-track.
 */

export const PROVIDERS = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  spotify: 'Spotify',
  soundcloud: 'SoundCloud',
  podigee: 'Podigee',
  issuu: 'Issuu',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  tiktok: 'TikTok',
} as const;
export type Provider = keyof typeof PROVIDERS;

export interface Embed {
  provider: Provider;
  /** The iframe address; nothing connects to it before consent. */
  src: string;
}

/** Editors paste either a link or the provider's `<iframe>` code; both lead to one URL. */
export function embedUrl(value: string): URL | null {
  const src = /<iframe[^>]*\ssrc=["']([^"']+)["']/i.exec(value)?.[1] ?? value.trim();
  try {
    const url = new URL(src.startsWith('//') ? `https:${src}` : src);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** The registrable part of the host: "www.youtube.com" → "youtube.com". */
function site(url: URL): string {
  return url.hostname.toLowerCase().split('.').slice(-2).join('.');
}

function youtubeId(url: URL): string | null {
  if (site(url) === 'youtu.be') return url.pathname.slice(1) || null;
  const id = url.searchParams.get('v') ?? /^\/(?:embed|shorts|live)\/([^/?]+)/.exec(url.pathname)?.[1];
  return id && /^[\w-]{6,}$/.test(id) ? id : null;
}

/** Video URLs: YouTube (also youtu.be) or Vimeo (SPEC §5). */
export function videoEmbed(value: string): Embed | null {
  const url = embedUrl(value);
  if (!url) return null;
  const host = site(url);
  if (host === 'youtube.com' || host === 'youtu.be' || host === 'youtube-nocookie.com') {
    const id = youtubeId(url);
    return id ? { provider: 'youtube', src: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}` } : null;
  }
  if (host === 'vimeo.com') {
    const m = /^\/(?:video\/)?(\d+)(?:\/([\da-f]+))?/.exec(url.pathname);
    if (!m) return null;
    const hash = m[2] ?? url.searchParams.get('h');
    return { provider: 'vimeo', src: `https://player.vimeo.com/video/${m[1]}?dnt=1${hash ? `&h=${hash}` : ''}` };
  }
  return null;
}

const EMBED_HOSTS: Record<string, Provider> = {
  'spotify.com': 'spotify',
  'soundcloud.com': 'soundcloud',
  'podigee.io': 'podigee',
  'issuu.com': 'issuu',
  'instagram.com': 'instagram',
  'twitter.com': 'twitter',
  'x.com': 'twitter',
  'facebook.com': 'facebook',
  'tiktok.com': 'tiktok',
};

function playerSrc(provider: Provider, url: URL): string {
  const href = url.href;
  const path = url.pathname.replace(/\/$/, '');
  switch (provider) {
    case 'spotify':
      return path.startsWith('/embed/') ? href : `https://open.spotify.com/embed${path}`;
    case 'soundcloud':
      return url.hostname.startsWith('w.') ? href : `https://w.soundcloud.com/player/?url=${encodeURIComponent(href)}`;
    case 'podigee':
      return path.endsWith('/embed') ? href : `${url.origin}${path}/embed?context=external`;
    case 'issuu': {
      const m = /^\/([^/]+)\/docs\/([^/]+)/.exec(path);
      return m ? `https://e.issuu.com/embed.html?u=${m[1]}&d=${m[2]}` : href;
    }
    case 'instagram':
      return path.endsWith('/embed') ? href : `https://www.instagram.com${path}/embed`;
    case 'twitter': {
      const id = /\/status\/(\d+)/.exec(path)?.[1];
      return id ? `https://platform.twitter.com/embed/Tweet.html?id=${id}` : href;
    }
    case 'facebook':
      return path.startsWith('/plugins/') ? href : `https://www.facebook.com/plugins/post.php?href=${encodeURIComponent(href)}`;
    case 'tiktok': {
      const id = /\/video\/(\d+)/.exec(path)?.[1];
      return id ? `https://www.tiktok.com/embed/v2/${id}` : href;
    }
    default:
      return href;
  }
}

/** Audio, PDF and social embeds: the provider and its player address, or null for anything else. */
export function providerEmbed(value: string): Embed | null {
  const url = embedUrl(value);
  const provider = url && EMBED_HOSTS[site(url)];
  return url && provider ? { provider, src: playerSrc(provider, url) } : null;
}
