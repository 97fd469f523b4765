import { InstallBanner } from './install-banner.component';
import { UpdateBanner } from './update-banner.component';
import './app-shell-notices.css';

/** The app shell's own notices, over every page: a newer build to load, the offer to install. */
export function AppShellNotices() {
  return (
    <div className="app-notices">
      <UpdateBanner />
      <InstallBanner />
    </div>
  );
}
