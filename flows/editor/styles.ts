
import { classed } from '@/ui/classed';
import classes from './styles.module.css';

export const Shell = classed.div(classes.Shell);

export const TopBar = classed.header(classes.TopBar);

export const Card = classed.div(classes.Card);

export const Workspace = classed.div(classes.Workspace);

export const Sidebar = classed.nav(classes.Sidebar);

/** Holds Puck's canvas too: the control styles go on the toolbar and panels, not here. */
export const Main = classed.main(classes.Main);

export const Toolbar = classed.div(classes.Toolbar);

/** The check before publishing: a warning-coloured panel. */
export const Checks = classed.section(classes.Checks);

/** A note on the open document (a translation whose source changed): warning-coloured, one paragraph. */
export const Notice = classed.p(classes.Notice);

/** The versions and audit panels: neutral. */
export const Panel = classed(Checks)(classes.Panel);

export const Canvas = classed.div(classes.Canvas);

export const VersionList = classed.ul(classes.VersionList);

export const LiveBadge = classed.span(classes.LiveBadge);

/** A page's languages and "Add <language>" (AddLanguage.tsx). */
export const Languages = classed.section(classes.Languages);

/** The side-by-side view of a page's languages (SideBySide.tsx). */
export const SideBySide = classed.div(classes.SideBySide);
