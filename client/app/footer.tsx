import { Link } from 'react-router-dom';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <p className="footer-brand">
          <strong>Soko</strong> · Find trusted businesses across Uganda
        </p>
        <nav aria-label="Footer">
          <ul className="footer-links">
            <li>
              <Link to="/contact-us">Contact</Link>
            </li>
            <li>
              <Link to="/faq">FAQ</Link>
            </li>
            <li>
              <Link to="/help">Help</Link>
            </li>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
          </ul>
        </nav>
        <p className="muted small">© {new Date().getFullYear()} Soko Uganda. Prices in USh.</p>
      </div>
    </footer>
  );
}
