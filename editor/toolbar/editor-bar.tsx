/** The editor toolbar placeholder; edit mode, versions and module forms arrive with the editor issue. */
export function EditorBar() {
  return (
    <div role="toolbar" aria-label="Editor" style={{ position: 'fixed', left: 0, right: 0, bottom: 0, padding: '0.5rem 1rem', background: '#222', color: '#fff', zIndex: 1000, font: '14px system-ui' }}>
      Editor · <a href="/cms-hub" style={{ color: '#fff' }}>CMS hub</a>
    </div>
  );
}
