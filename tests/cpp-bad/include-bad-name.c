#include nothing
