/* guarded: included three times, read once */
#ifndef A_H
#define A_H
a_h_body __INCLUDE_LEVEL__
#define a_count 1
#endif
