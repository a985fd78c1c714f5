<?php
// SPDX-License-Identifier: MIT
namespace House;
final class A {}
