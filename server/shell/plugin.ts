/** The HTML shell for every page URL (ARCHITECTURE "Request flow" 3). */
import fp from 'fastify-plugin';

export default fp(
  async (_app) => {
    // Filled by the shell work (issue 2, point 5).
  },
  { name: 'shell', dependencies: ['database', 'session', 'csrf'] },
);
