interface FullPageLoaderProps {
  text?: string;
  /** Fill the viewport (start-up) rather than the content area. */
  fullScreen?: boolean;
}

/**
 * Spec §2: a full-page loader with text shows while a page loads. A CSS spinner in the theme's
 * colours (styles.css): it shows before antd has loaded too.
 */
export function FullPageLoader({ text = 'Loading ...', fullScreen = true }: FullPageLoaderProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      style={{
        minHeight: fullScreen ? '100vh' : 320, width: '100%', display: 'flex', flexDirection: 'column',
        alignItems: 'center', justifyContent: 'center', gap: 16,
      }}
    >
      <span className="sb-spinner" aria-hidden />
      <p style={{ margin: 0 }}>{text}</p>
    </div>
  );
}
