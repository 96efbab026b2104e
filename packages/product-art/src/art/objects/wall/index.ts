/** Things that hang: on the wall (paintings, macrame, mirrors, plates) or from above (chimes, feeders, planters). */
export { caneWallBaskets, macrameWallHanging, sunburstMirror } from './decor';
export { birdFeeder, hangingPlanter, windChime } from './overhead';
export { brassSuryaWall, madhubaniPainting, patachitraScroll, warliPlates } from './pictures';
