/* The __has_* queries where ebcc's answer is clang's (c_atomic is not:
 * ebcc has no _Atomic). */
__has_c_attribute(deprecated) __has_c_attribute(fallthrough) __has_c_attribute(maybe_unused)
__has_c_attribute(nodiscard) __has_c_attribute(noreturn) __has_c_attribute(_Noreturn)
__has_c_attribute(unsequenced) __has_c_attribute(clang::fallthrough) __has_c_attribute(gnu::nope)
__has_extension(c_alignas) __has_extension(c_alignof) __has_extension(c_generic_selections)
__has_extension(c_static_assert) __has_extension(gnu_asm) __has_extension(c_thread_local)
__has_feature(c_thread_local) __has_feature(c_generic_selections) __has_feature(c_fixed_enum)
__has_feature(attribute_deprecated_with_message) __has_feature(enumerator_attributes)
__has_feature(__c_static_assert__) __has_feature(c_alignas) __has_feature(no_such_feature)
__has_extension(statement_expressions) __has_builtin(no_such_builtin) __has_attribute(no_such_attr)
__has_warning("-Wall") __has_warning("-Wno-such-warning-anywhere")
__is_identifier(int) __is_identifier(_Static_assert) __is_identifier(foo) __is_identifier(__attribute__)
#if __has_c_attribute(fallthrough) >= 201910L && __has_attribute(__no_such__) == 0
ok_has_in_if
#endif
