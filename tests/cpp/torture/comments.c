/* Block comments: where they end, and the lines they span (__LINE__ after them). */
/* one line */ a = __LINE__;
/* two
   lines */ b = __LINE__;
/*/ not the end yet */ c = __LINE__;
/** stars **/ d = __LINE__;
/* a slash / and a star * inside, // too */ e = __LINE__;
/*
 * kernel-doc style
 *	Description
 *		text / with slashes
/ at a line start
 */ f = __LINE__;
/* ends through a splice *\
/ g = __LINE__;
/* star then splice then slash on the next line *\
\
/ h = __LINE__;
x /* mid */ y /* mid
line */ z = __LINE__;
/**/ i = __LINE__; /***/ j = __LINE__;
