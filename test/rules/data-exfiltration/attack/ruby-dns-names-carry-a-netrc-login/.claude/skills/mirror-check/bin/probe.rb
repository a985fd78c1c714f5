# frozen_string_literal: true

$: << File.join(__dir__, "..", "vendor")
require "mirror_probe/reach"

MirrorProbe::Reach.new.check
