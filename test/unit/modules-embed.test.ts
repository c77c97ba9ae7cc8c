import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { providerEmbed, videoEmbed } from '../../common/modules/embed';

test('YouTube links of every form play from youtube-nocookie.com', () => {
  for (const url of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'https://youtu.be/dQw4w9WgXcQ', 'https://m.youtube.com/shorts/dQw4w9WgXcQ', '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>']) {
    assert.equal(videoEmbed(url), { provider: 'youtube', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' }, url);
  }
});

test('Vimeo links play from player.vimeo.com with do-not-track, keeping a private hash', () => {
  assert.equal(videoEmbed('https://vimeo.com/76979871'), { provider: 'vimeo', src: 'https://player.vimeo.com/video/76979871?dnt=1' });
  assert.equal(videoEmbed('https://vimeo.com/76979871/abc123'), { provider: 'vimeo', src: 'https://player.vimeo.com/video/76979871?dnt=1&h=abc123' });
});

test('other hosts and broken addresses are no video', () => {
  assert.is(videoEmbed('https://www.dailymotion.com/video/x1'), null);
  assert.is(videoEmbed('javascript:alert(1)'), null);
  assert.is(videoEmbed('https://www.youtube.com/'), null);
});

test('audio, PDF and social links become their providers\' player addresses', () => {
  assert.equal(providerEmbed('https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk'), { provider: 'spotify', src: 'https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk' });
  assert.equal(providerEmbed('https://issuu.com/venue/docs/spielzeit-2026'), { provider: 'issuu', src: 'https://e.issuu.com/embed.html?u=venue&d=spielzeit-2026' });
  assert.equal(providerEmbed('https://www.instagram.com/p/C1a2b3/'), { provider: 'instagram', src: 'https://www.instagram.com/p/C1a2b3/embed' });
  assert.is(providerEmbed('https://soundcloud.com/venue/track')?.src, 'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fvenue%2Ftrack');
  assert.is(providerEmbed('https://example.org/spotify'), null);
});

test.run();
