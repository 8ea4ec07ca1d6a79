-- The demo CMS's stand-in for an editor saving a page in the TYPO3 backend (demo/cms/page-edits.ts):
-- a new title for one page of one site, served until it is edited again.
CREATE TABLE cms_page_edits (
  site_id TEXT NOT NULL,
  path TEXT NOT NULL,
  title TEXT NOT NULL,
  PRIMARY KEY (site_id, path)
);
