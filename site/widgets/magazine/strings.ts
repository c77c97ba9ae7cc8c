/** The magazine's strings live beside the module renderers that share them (common/ may not import site/). */
export { tMagazine } from '../../../common/modules/blog-teaser-list/strings';
