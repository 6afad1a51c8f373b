/// <reference types="astro/client" />

declare namespace App {
  /** What a page hands the components it renders: the guide pages, the site and the guide's document for embeds. */
  interface Locals {
    site?: import('./model/model.ts').Site;
    guideDocument?: string;
    /** What the search index reads of this page instead of the page (presentation/searchDocument.ts). */
    searchDocument?: string;
  }
}
