#pragma once
once_body
