/* a guard the file does not define: read every time */
#ifndef NEVER_DEFINED_GUARD
undefined_guard_body
#endif
