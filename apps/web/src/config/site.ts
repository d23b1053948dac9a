/** The site's name and its navigation, as the product spec lists it (section 2, "Top navigation bar"). */
export const siteName = 'TinkerLabs';
export const siteTagline = 'Learn electronics, robotics and machine learning by building things.';

export interface NavLink {
  to: string;
  label: string;
}

export interface NavGroup {
  /** The section's own page, offered first in its dropdown. */
  to: string;
  label: string;
  overviewLabel: string;
  children: NavLink[];
}

export type NavEntry = NavLink | NavGroup;

export const isNavGroup = (entry: NavEntry): entry is NavGroup => 'children' in entry;

export const mainNavigation: NavEntry[] = [
  { to: '/', label: 'Home' },
  { to: '/learninghub', label: 'Learning Hub' },
  {
    to: '/labs',
    label: 'Labs',
    overviewLabel: 'All Labs',
    children: [
      { to: '/labs/simulators/', label: 'Virtualization Tools' },
      { to: '/labs/programming/', label: 'Programming' },
      { to: '/labs/hardware', label: 'Hardware' },
      { to: '/labs/development-boards', label: 'Development Boards' },
    ],
  },
  { to: '/articles', label: 'Articles' },
  { to: '/projects', label: 'Projects' },
  { to: '/stores', label: 'Stores' },
  {
    to: '/knowledge-hub',
    label: 'Knowledge Hub',
    overviewLabel: 'Knowledge Hub Overview',
    children: [
      { to: '/youniversity', label: 'YoUniversity' },
      { to: '/resources', label: 'Resources' },
    ],
  },
  { to: '/why_us', label: 'Why Us?' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

export const footerSections: { title: string; links: NavLink[] }[] = [
  {
    title: 'Learn',
    links: [
      { to: '/learninghub', label: 'Learning Hub' },
      { to: '/articles', label: 'Articles' },
      { to: '/blogs', label: 'Blog' },
      { to: '/projects', label: 'Projects' },
    ],
  },
  {
    title: 'Labs',
    links: [
      { to: '/labs/simulators', label: 'Simulators' },
      { to: '/labs/programming', label: 'Programming' },
      { to: '/labs/hardware', label: 'Hardware' },
      { to: '/labs/development-boards', label: 'Development Boards' },
    ],
  },
  {
    title: 'Robot simulations',
    links: [
      { to: '/simulations/ScaraRobot', label: 'SCARA robot' },
      { to: '/simulations/CartesianRobot', label: 'Cartesian robot' },
      { to: '/simulations/SphericalRobot', label: 'Spherical robot' },
      { to: '/simulations/CylindricalRobot', label: 'Cylindrical robot' },
    ],
  },
  {
    title: 'Community',
    links: [
      { to: '/stores', label: 'Stores' },
      { to: '/resources', label: 'Resources' },
      { to: '/youniversity', label: 'YoUniversity' },
      { to: '/knowledge-hub', label: 'Knowledge Hub' },
    ],
  },
  {
    title: 'About us',
    links: [
      { to: '/about', label: 'About' },
      { to: '/why_us', label: 'Why Us?' },
      { to: '/contact', label: 'Contact' },
    ],
  },
];
