import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { LanguagePicker } from '../components/language-picker';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <p className="footer-brand">
          <Trans>
            <strong>Soko</strong> · Find trusted businesses across Uganda
          </Trans>
        </p>
        <nav aria-label="Footer">
          <ul className="footer-links">
            <li>
              <Link to="/contact-us">
                <Trans>Contact</Trans>
              </Link>
            </li>
            <li>
              <Link to="/faq">
                <Trans>FAQ</Trans>
              </Link>
            </li>
            <li>
              <Link to="/help">
                <Trans>Help</Trans>
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy">
                <Trans>Privacy Policy</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        <LanguagePicker />
        <p className="muted small">
          <Trans>© {new Date().getFullYear()} Soko Uganda. Prices in USh.</Trans>
        </p>
      </div>
    </footer>
  );
}
