/// <reference types="astro/client" />

declare namespace App {
  /** What a page hands the components it renders: the guide pages, the site and the guide's document for embeds. */
  interface Locals {
    site?: import('./model/model.ts').Site;
    guideDocument?: string;
    /** What the search index records of this page instead of reading it (presentation/searchRecord.ts). */
    searchRecord?: import('./presentation/searchRecord.ts').SearchRecord;
    /** The ids the page's content has taken, and its permalinks' name (components/layout/pageHeadings.ts). */
    pageHeadings?: import('./presentation/headingAnchors.ts').PageHeadings;
  }
}
