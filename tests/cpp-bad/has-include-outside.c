int x = __has_include(<stddef.h>);
